import type { Tx } from "../db/key-lock.ts";
import type { Refund } from "../generated/prisma/client.ts";

// Refunds' own rows (docs/architecture.md, Payments), each written in the caller's
// transaction: a refund owed is `pending` until the owner, Razorpay or a return's settlement
// sends it (`processed`), or Razorpay refuses it (`failed`). The flows say when
// (lib/flows/refunds.ts, razorpay-refunds.ts, handle-return.ts, receive-payment.ts).

export interface OwedRefund {
  paymentId: string;
  amountPaise: number;
  /** The Razorpay payment to give back when it is not the order's own (a late or second payment). */
  providerPaymentId?: string;
  lineIds?: string[];
  returnId?: string;
}

/** Money owed back to the shopper, pending until it is sent. */
export async function oweRefundIn(tx: Tx, owed: OwedRefund): Promise<void> {
  await tx.refund.create({ data: { ...owed, status: "pending" } });
}

/**
 * The owner sent `amountPaise` back by hand under `reference`: it settles the pending refunds
 * it covers, oldest first (`pending`, in that order), and what is left over is a refund of its
 * own. Returns what was left over, beyond the refunds it settled.
 */
export async function sendRefundsByHandIn(
  tx: Tx,
  paymentId: string,
  pending: readonly Pick<Refund, "id" | "amountPaise">[],
  amountPaise: number,
  reference: string,
  at: Date,
): Promise<number> {
  let left = amountPaise;
  for (const refund of pending) {
    if (refund.amountPaise > left) break;
    left -= refund.amountPaise;
    await tx.refund.update({ where: { id: refund.id }, data: { status: "processed", reference, processedAt: at } });
  }
  if (left > 0) await tx.refund.create({ data: { paymentId, amountPaise: left, status: "processed", reference, processedAt: at } });
  return left;
}

/** A return's refund sent by hand: its pending or refused rows are processed under `reference`. */
export async function sendReturnRefundIn(tx: Tx, returnId: string, reference: string | null, at: Date): Promise<void> {
  await tx.refund.updateMany({ where: { returnId, status: { in: ["pending", "failed"] } }, data: { status: "processed", reference, processedAt: at } });
}

/** Razorpay made the refund (its id): only a pending one moves, so its answer and its webhook count it once. The refund, or null when it had moved already. */
export async function markRefundProcessedIn(tx: Tx, refundId: string, providerRefundId: string): Promise<Refund | null> {
  const processed = await tx.refund.updateManyAndReturn({
    where: { id: refundId, status: "pending" },
    data: { status: "processed", providerRefundId, reference: providerRefundId, processedAt: new Date() },
  });
  return processed[0] ?? null;
}

/** Razorpay took the refund (its id) without making it yet, or failed it at once. */
export async function markRefundSentIn(tx: Tx, refundId: string, providerRefundId: string, failed: boolean): Promise<void> {
  await tx.refund.update({
    where: { id: refundId },
    data: { providerRefundId, reference: providerRefundId, ...(failed ? { status: "failed" } : {}) },
  });
}

/** Razorpay refused the refund: the owner settles it in Razorpay's dashboard. */
export async function markRefundRefusedIn(tx: Tx, refundId: string): Promise<void> {
  await tx.refund.update({ where: { id: refundId }, data: { status: "failed" } });
}

/** Razorpay failed a refund it had taken: a pending one becomes failed. */
export async function markRefundFailedIn(tx: Tx, refundId: string): Promise<void> {
  await tx.refund.updateMany({ where: { id: refundId, status: "pending" }, data: { status: "failed" } });
}
