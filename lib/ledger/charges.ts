import type { EntryInput } from "./post.ts";

// The entries of an order's charges: its items (after every discount), its delivery fee and its
// cash-on-delivery fee, as placed (lib/shared/payable.ts adds them up the same way).

export interface OrderCharges {
  /** The items after the 2%, the coupon and the prepaid discount: the sum of the lines' amounts. */
  itemsPaise: number;
  deliveryPaise: number;
  codFeePaise: number;
}

/** The charges an order is placed with. */
export function placedCharges(order: OrderCharges): EntryInput[] {
  return [
    { kind: "charge", charge: "items", amountPaise: order.itemsPaise, reason: "Items ordered" },
    { kind: "charge", charge: "delivery", amountPaise: order.deliveryPaise, reason: "Delivery" },
    { kind: "charge", charge: "cod_fee", amountPaise: order.codFeePaise, reason: "Cash-on-delivery fee" },
  ];
}

/** The order's own charges taken back (nothing of it is sent, or a return gives them back). */
export function creditedCharges(order: Pick<OrderCharges, "deliveryPaise" | "codFeePaise">, reason: string, returnId?: string): EntryInput[] {
  return [
    { kind: "credit", charge: "delivery", amountPaise: order.deliveryPaise, reason, returnId },
    { kind: "credit", charge: "cod_fee", amountPaise: order.codFeePaise, reason, returnId },
  ];
}
