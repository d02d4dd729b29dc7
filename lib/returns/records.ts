import type { OrderLine, ReturnLine, ReturnRequest } from "../generated/prisma/client.ts";

// The shape lib/returns hands out: a return with its lines (each with the order line it is
// of) and its order's number; lib/api-json/returns.ts makes the API's JSON of it.

export type ReturnRecord = ReturnRequest & {
  lines: (ReturnLine & { line: OrderLine })[];
  order: { number: string };
};

/** Reads a return as ReturnRecord promises it. */
export const RETURN_WITH_LINES = {
  lines: { include: { line: true }, orderBy: { id: "asc" } },
  order: { select: { number: true } },
} as const;
