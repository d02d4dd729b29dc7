import type { Order } from "../generated/prisma/client.ts";

// What the shopper pays in all for an order, as placed: its items after the 2% discount
// (`totalPaise`, the spec's `total`) plus the order-level charges, each written once when the
// order is placed: the delivery fee (lib/delivery/terms.ts) and the cash-on-delivery fee
// (lib/payments/methods.ts). docs/architecture.md, Money: the one place they are added up.

export function payablePaise(order: Pick<Order, "totalPaise" | "deliveryPaise" | "codFeePaise">): number {
  return order.totalPaise + order.deliveryPaise + order.codFeePaise;
}
