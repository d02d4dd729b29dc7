// The zod schemas of every API body, path id and query; forms import them from here too.
export * from "./common.ts";
export * from "./users.ts";
export * from "./products.ts";
export * from "./cart.ts";
export * from "./orders.ts";
export * from "./images.ts";
