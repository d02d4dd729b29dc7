import type { PaymentMethod, PaymentStatus } from "../generated/prisma/client.ts";

// An order's payment beside its lines' fulfilment (docs/architecture.md, Payments): the one
// module that says which states exist and which moves between them are allowed. Every write
// of Payment.status is a conditional update guarded by `movableTo(to)`, so two changes racing
// (the owner's confirm and the expiry sweeper, a late provider event) end in exactly one.

/**
 * The allowed moves. `cod` is final as a payment state: the cash is collected on delivery and
 * the lines say how far that got. A prepaid payment waits `pending` (a UTR given, or none yet);
 * the owner's reject makes it `failed`, from which a new UTR brings it back to `pending` and a
 * late confirmation still to `paid`; the window's end makes an unpaid one `expired`. Nothing
 * moves a paid payment back to unpaid: after `paid` only refunds follow.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  cod: [],
  pending: ["paid", "failed", "expired"],
  failed: ["pending", "paid", "expired"],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["partially_refunded", "refunded"],
  refunded: [],
  expired: [],
};

/** Whether a payment may move from one state to another. */
export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** The states a payment may be in for a move to `to`: the guard of every conditional update. */
export function movableTo(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(PAYMENT_TRANSITIONS) as PaymentStatus[]).filter((from) => canMovePayment(from, to));
}

/** Money has arrived (some may have been given back since). */
export const PAID_STATES: readonly PaymentStatus[] = ["paid", "partially_refunded", "refunded"];

/** Waiting for the shopper's money; the window's end cancels the order. */
export const UNPAID_STATES: readonly PaymentStatus[] = ["pending", "failed"];

export const isPaid = (status: PaymentStatus) => PAID_STATES.includes(status);

/** Paid before the goods are sent (not cash on delivery). */
export const isPrepaid = (method: PaymentMethod) => method !== "cod";

/**
 * Whether sellers may accept and send the order's lines: cash on delivery at once, a prepaid
 * order once it is paid.
 */
export const mayFulfil = (payment: { method: PaymentMethod; status: PaymentStatus }) => !isPrepaid(payment.method) || isPaid(payment.status);

/** The status after refunding: all of what was paid, or part of it. */
export const refundedStatus = (amountPaise: number, refundedPaise: number): PaymentStatus => (refundedPaise >= amountPaise ? "refunded" : "partially_refunded");

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { cod: "Cash on delivery", upi: "UPI", razorpay: "Card, UPI or netbanking (Razorpay)" };

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  cod: "Pay on delivery",
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Payment not received",
  expired: "Not paid in time",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
};
