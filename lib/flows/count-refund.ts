import type { Tx } from "../db/key-lock.ts";
import { postEntries, type LedgerActor } from "../ledger/post.ts";
import { countRefundedIn } from "../payments/moves.ts";
import { paymentNow } from "../payments/read.ts";

// The one place money sent back is counted (docs/architecture.md, Payments): by the owner's
// UPI refund (lib/flows/refunds.ts), by Razorpay settling a refund (razorpay-refunds.ts)
// and by a return refunded by hand (lib/flows/handle-return.ts).

/** The refund sent, as the order's ledger records it. */
export interface SentRefund {
  who: LedgerActor;
  reference: string | null;
  reason: string;
  lineIds?: string[];
  returnId?: string | null;
}

/**
 * Records `amountPaise` sent back on the order's ledger (refused, 409, beyond what is owed
 * back: lib/ledger/post.ts), under the lock on the payment row the ledger takes, so two
 * refunds at once both count. The payment's refunded figure is the ledger's; a prepaid
 * payment becomes partially_refunded or refunded; a cash payment stays `cod` (its refunds
 * are of cash collected on delivery). A prepaid payment that took nothing (expired: a late
 * Razorpay payment is given back on its own row) keeps its status.
 */
export async function countRefund(tx: Tx, paymentId: string, amountPaise: number, sent: SentRefund): Promise<void> {
  const { orderId, method } = await paymentNow(tx, paymentId);
  const { figures } = await postEntries(tx, orderId, sent.who, [
    { kind: "refund_sent", amountPaise, method, reference: sent.reference, lineIds: sent.lineIds, returnId: sent.returnId, reason: sent.reason },
  ]);
  await countRefundedIn(tx, paymentId, figures.refundedPaise);
}
