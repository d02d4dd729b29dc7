import type { Tx } from "../db/key-lock.ts";
import type { PaymentMethod } from "../generated/prisma/client.ts";
import { lockedEntries, postEntries, type LedgerActor, type Posted } from "../ledger/post.ts";
import { paymentIdOf } from "../payments/read.ts";
import { oweRefundIn } from "../payments/refunds.ts";

// Money received for an order, whichever way (docs/architecture.md, The ledger): counted on
// the order's ledger, and what it brings beyond the charges owed back at once, as a pending
// refund the owner (UPI) or Razorpay sends.

export interface Received {
  amountPaise: number;
  method: PaymentMethod;
  /** The UTR, the Razorpay payment id; none for cash. */
  reference: string | null;
  lineIds?: string[];
  /** Money the order cannot take (after it was cancelled, a second payment): owed back in full at once. */
  owedInFull?: boolean;
}

/**
 * Counts the money received in the caller's transaction; a pending refund is written for what
 * it brings beyond the charges. A payment already counted (the same reference by the same
 * method: Checkout's answer and Razorpay's webhook both telling of it) is counted once: null.
 */
export async function receivePayment(tx: Tx, orderId: string, who: LedgerActor, received: Received): Promise<Posted | null> {
  if (received.reference) {
    const entries = await lockedEntries(tx, orderId);
    if (entries.some((entry) => entry.kind === "received" && entry.method === received.method && entry.reference === received.reference)) return null;
  }
  const reason = received.method === "cod" ? "Cash collected on delivery" : received.method === "upi" ? "Paid by UPI" : "Paid through Razorpay";
  const posted = await postEntries(tx, orderId, who, [
    { kind: "received", amountPaise: received.amountPaise, method: received.method, reference: received.reference, lineIds: received.lineIds, reason },
    ...(received.owedInFull ? [{ kind: "refund_owed" as const, amountPaise: received.amountPaise, reason: "Received for nothing: owed back in full." }] : []),
  ]);
  if (posted.owedPaise > 0) {
    await oweRefundIn(tx, {
      paymentId: await paymentIdOf(tx, orderId),
      amountPaise: posted.owedPaise,
      ...(received.method === "razorpay" && received.reference ? { providerPaymentId: received.reference } : {}),
    });
  }
  return posted;
}
