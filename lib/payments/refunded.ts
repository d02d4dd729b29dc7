import type { Tx } from "../db/key-lock.ts";
import { isPrepaid, movableTo, refundedStatus } from "./status.ts";

// The one place money sent back is counted on its payment (docs/architecture.md, Payments):
// by the owner's UPI refund (lib/payments/refunds.ts), by Razorpay settling a refund
// (razorpay-refunds.ts) and by a return refunded by hand (lib/returns/handle.ts).

/**
 * Adds `amountPaise` to the payment's refunded figure under a lock on its row, so two refunds
 * at once both count. A prepaid payment becomes partially_refunded or refunded; a cash
 * payment stays `cod` (its refunds are of cash collected on delivery). A prepaid payment that
 * took nothing (expired: a late Razorpay payment is given back on its own row) is left as it is.
 */
export async function countRefund(tx: Tx, paymentId: string, amountPaise: number): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "id" = ${paymentId} FOR UPDATE`;
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
  const prepaid = isPrepaid(payment.method);
  if (prepaid && !movableTo("refunded").includes(payment.status)) return;
  const refundedPaise = payment.refundedPaise + amountPaise;
  await tx.payment.update({
    where: { id: paymentId },
    data: { refundedPaise, status: prepaid ? refundedStatus(payment.amountPaise, refundedPaise) : payment.status },
  });
}
