import type { Order } from "../generated/prisma/client.ts";

/**
 * What an order asks the shopper to pay as placed: the goods (items after the 2% discount,
 * `totalPaise`) plus the order-level charges written once when placing (the cash-on-delivery
 * fee). The one place these are added up (MODEL: later charges join here).
 */
export function payablePaise(order: Pick<Order, "totalPaise" | "codFeePaise">): number {
  return order.totalPaise + order.codFeePaise;
}
