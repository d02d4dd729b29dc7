import { z } from "zod";
import { OrderStatus } from "../generated/prisma/enums.ts";
import { idSchema, numberOrNumericText, plainString, text } from "./common.ts";

const digits = (count: number, label: string) =>
  z
    .union([z.string(), z.number().int().nonnegative()])
    .transform((v) => String(v).replace(/[\s-]/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${count}}$`), `${count} digits (${label})`));

export const addressSchema = z.object({
  name: text(1, 100),
  /** Ten digits; spaces and dashes are dropped first. */
  mobile: digits(10, "mobile number"),
  address: text(1, 500),
  /** Six digits (Indian PIN code). */
  pin: digits(6, "PIN code"),
});

/** A cart item as the spec's client sends it back: productId populated (an object with `_id`) or a plain id. */
const orderItemSchema = z.object({
  productId: z.union([idSchema, z.object({ _id: idSchema })]).transform((p) => (typeof p === "string" ? p : p._id)),
  quantity: z.number(),
  size: plainString().optional(),
});

/**
 * `{total, len, items, address}`: the address is what the order stores; total (the payable
 * amount in rupees) and items are only compared with the server's own computation; len is
 * accepted and not used (the order's line count is the server's own; docs/api.md).
 */
export const orderInputSchema = z.object({
  address: addressSchema,
  total: numberOrNumericText.pipe(z.number().nonnegative()).optional(),
  len: z.number().int().nonnegative().optional(),
  items: z.array(orderItemSchema).max(1000).optional(),
});

export const orderStatusSchema = z.object({
  /** Any status but the one an order line starts in; which moves are allowed is lib/orders/seller.ts's business. */
  status: z.enum(OrderStatus).exclude([OrderStatus.Ordered]),
  /** The spec's client repeats the line id here; when given it must match the path. */
  orderId: idSchema.optional(),
});

/** `?limit` (default 20; more than 100 is lowered to 100) and `?offset` of the shopper's order list. */
export const orderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).default(20).transform((n) => Math.min(n, 100)),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The shopper's cancel: every line still Ordered, or only `lineIds` (no body: the whole order). */
export const orderCancelSchema = z.object({
  lineIds: z.array(idSchema).min(1).max(1000).optional(),
});

/** Idempotency-Key header: printable ASCII, so a retried order is placed once. */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/, "1 to 200 printable characters");

export type Address = z.infer<typeof addressSchema>;
export type OrderInput = z.infer<typeof orderInputSchema>;
export type OrderStatusChange = z.infer<typeof orderStatusSchema>["status"];
