import type { OrderStatus } from "../generated/prisma/enums.ts";

// A line status as JSON and pages write it: the database's names, except ReturnedToOrigin,
// which people read as "Returned to origin". The one map between the two.

export const LINE_STATUS_TEXT = {
  Ordered: "Ordered",
  Accepted: "Accepted",
  Cancelled: "Cancelled",
  Delivered: "Delivered",
  Shipped: "Shipped",
  ReturnedToOrigin: "Returned to origin",
} as const satisfies Record<OrderStatus, string>;

export type LineStatusText = (typeof LINE_STATUS_TEXT)[OrderStatus];

export const LINE_STATUS_TEXTS = Object.values(LINE_STATUS_TEXT) as [LineStatusText, ...LineStatusText[]];

const BY_TEXT = new Map<string, OrderStatus>(Object.entries(LINE_STATUS_TEXT).map(([status, text]) => [text, status as OrderStatus]));

/** The status a text names: its JSON text, or the database name ("ReturnedToOrigin" too). */
export function statusFromText(text: string): OrderStatus | undefined {
  return BY_TEXT.get(text) ?? (text in LINE_STATUS_TEXT ? (text as OrderStatus) : undefined);
}
