import type { Order, OrderEvent, OrderLine, Shipment } from "../generated/prisma/client.ts";

// The shapes lib/orders hands out, in the business's words (a seller, a line, paise); the
// spec's JSON names are made from them in one place, lib/orders/json.ts.

/** An order with its lines, in line order, its timeline, oldest first, and its parcels, first sent first. */
export type OrderRecord = Order & { lines: OrderLine[]; events: OrderEvent[]; shipments: Shipment[] };

/** One of a seller's lines with the order it belongs to (its number, address, payment). */
export type SellerLine = OrderLine & { order: Order };

/** Reads an order with its lines and timeline in the order OrderRecord promises. */
export const WITH_LINES_AND_EVENTS = {
  lines: { orderBy: { id: "asc" } },
  events: { orderBy: { id: "asc" } },
  shipments: { orderBy: { shippedAt: "asc" } },
} as const;
