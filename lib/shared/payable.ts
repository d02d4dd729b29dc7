import type { Order } from "../generated/prisma/client.ts";

// What the shopper pays in all for an order, as placed: its items after the 2% discount
// (`totalPaise`, the spec's `total`) less the coupon's and the prepaid discount (issue 43), plus
// the order-level charges, each written once when the
// order is placed: the delivery fee (lib/shared/delivery-terms.ts) and the cash-on-delivery fee
// (lib/payments/methods.ts). docs/architecture.md, Money: the one place they are added up.

type Figures = Pick<Order, "totalPaise" | "deliveryPaise" | "codFeePaise"> & Partial<Pick<Order, "couponDiscountPaise" | "prepaidDiscountPaise">>;

/** The items after every discount: the sum of the lines' amounts, the ledger's items charge. */
export function itemsPaise(order: Omit<Figures, "deliveryPaise" | "codFeePaise">): number {
  return order.totalPaise - (order.couponDiscountPaise ?? 0) - (order.prepaidDiscountPaise ?? 0);
}

export function payablePaise(order: Figures): number {
  return itemsPaise(order) + order.deliveryPaise + order.codFeePaise;
}
