import type { Tx } from "../db/key-lock.ts";
import type { Payment, PaymentMethod } from "../generated/prisma/client.ts";
import { isPrepaid, movableTo, refundedStatus } from "../shared/payment-status.ts";
import type { PaymentStart } from "./methods.ts";

// The payment's own moves (docs/architecture.md, Payments), each in the caller's transaction.
// Every move is a conditional update guarded by the states it may come from
// (lib/shared/payment-status.ts): true (or the row) when it moved, so a flow racing another
// (a confirmation and the expiry, two webhooks) learns which one won and says what follows.

/** The payment of an order just placed, asking `amountPaise` the chosen method's way (lib/payments/methods.ts startPayment). */
export function openPaymentIn(tx: Tx, orderId: string, method: PaymentMethod, amountPaise: number, start: PaymentStart): Promise<Payment> {
  return tx.payment.create({ data: { orderId, method, amountPaise, ...start } });
}

/** The shopper's UPI reference: the payment waits for the owner's check, out of the expiry of unpaid orders. */
export async function giveUtrIn(tx: Tx, paymentId: string, utr: string, at: Date): Promise<boolean> {
  const changed = await tx.payment.updateMany({
    where: { id: paymentId, status: { in: ["pending", ...movableTo("pending")] } },
    data: { utr, status: "pending", expiresAt: null, utrGivenAt: at },
  });
  return changed.count > 0;
}

/** Paid, with the reference the money came under; `asUtr` keeps it as the payment's UTR too (a UPI reference: no second order can use it). */
export async function markPaidIn(tx: Tx, paymentId: string, reference: string, asUtr = false): Promise<boolean> {
  const changed = await tx.payment.updateMany({
    where: { id: paymentId, status: { in: movableTo("paid") } },
    data: { status: "paid", paidAt: new Date(), reference, ...(asUtr ? { utr: reference } : {}) },
  });
  return changed.count > 0;
}

/** The owner found no UPI payment: the shopper may pay or give the right reference until `expiresAt`. */
export async function askUpiAgainIn(tx: Tx, paymentId: string, expiresAt: Date): Promise<boolean> {
  const changed = await tx.payment.updateMany({
    where: { id: paymentId, status: { in: movableTo("failed") } },
    data: { status: "failed", expiresAt, utrGivenAt: null },
  });
  return changed.count > 0;
}

/** An attempt to pay failed (Razorpay said so): a waiting payment shows it, a paid one stays paid. */
export async function markFailedIn(tx: Tx, paymentId: string): Promise<boolean> {
  const changed = await tx.payment.updateMany({ where: { id: paymentId, status: { in: movableTo("failed") } }, data: { status: "failed" } });
  return changed.count > 0;
}

/** Part of what is due was paid on a waiting Razorpay payment: it asks the rest, through a new Razorpay order (lib/payments/razorpay.ts). */
export async function askRestIn(tx: Tx, paymentId: string, leftPaise: number): Promise<boolean> {
  const changed = await tx.payment.updateMany({
    where: { id: paymentId, status: { in: movableTo("paid") } },
    data: { amountPaise: leftPaise, providerOrderId: null },
  });
  return changed.count > 0;
}

/** Lines of an unpaid order were cancelled: it asks only `leftPaise`; a Razorpay order asks a fixed amount, so the next look at the order makes one for the smaller amount. */
export async function askLessIn(tx: Tx, payment: Pick<Payment, "id" | "method">, leftPaise: number): Promise<void> {
  await tx.payment.update({ where: { id: payment.id }, data: { amountPaise: leftPaise, ...(payment.method === "razorpay" ? { providerOrderId: null } : {}) } });
}

/** Every line of an unpaid order was cancelled: nothing is left to pay, the payment ends `expired`. */
export async function endUnpaidIn(tx: Tx, paymentId: string): Promise<boolean> {
  const expired = await tx.payment.updateMany({ where: { id: paymentId, status: { in: movableTo("expired") } }, data: { status: "expired", amountPaise: 0 } });
  return expired.count > 0;
}

/** A payment still waiting past its window by `now` ends `expired`: the payment as it ended, or null when it no longer waited (paid, or expired by another pass). */
export async function expireOverdueIn(tx: Tx, paymentId: string, now: Date): Promise<Payment | null> {
  const taken = await tx.payment.updateManyAndReturn({
    where: { id: paymentId, status: { in: movableTo("expired") }, expiresAt: { lte: now } },
    data: { status: "expired" },
  });
  return taken[0] ?? null;
}

/**
 * The payment's refunded figure is the ledger's `refundedPaise`: a prepaid payment becomes
 * partially_refunded or refunded; a cash payment keeps `cod`; a prepaid payment that took
 * nothing (expired) keeps its status and figure.
 */
export async function countRefundedIn(tx: Tx, paymentId: string, refundedPaise: number): Promise<void> {
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const prepaid = isPrepaid(payment.method);
  if (prepaid && !movableTo("refunded").includes(payment.status)) return;
  await tx.payment.update({
    where: { id: paymentId },
    data: { refundedPaise, status: prepaid ? refundedStatus(payment.amountPaise, refundedPaise) : payment.status },
  });
}
