import { razorpayConfig, type RazorpayConfig } from "../config.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, withKeyLocks, type Tx } from "../db/key-lock.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { formatRupees } from "../money.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { closeRefundedReturn } from "./handle-return.ts";
import { enqueuePaymentMail } from "../notices/order-news.ts";
import { textsIn } from "../i18n/text.ts";
import { razorpayClient } from "../payments/razorpay.ts";
import { ordersWithRazorpayRefundsUnsent, paymentWithOrder, razorpayRefundsToSend, razorpayRefundsWaiting, refundWithPayment } from "../payments/read.ts";
import { markRefundFailedIn, markRefundProcessedIn, markRefundRefusedIn, markRefundSentIn } from "../payments/refunds.ts";
import { countRefund } from "./count-refund.ts";

// Refunds of Razorpay payments (docs/architecture.md, Payments): the transaction that cancels
// paid lines (lib/flows/refunds.ts), or accepts a return, writes a pending Refund row; once
// it has committed, this sends each through Razorpay's refund API. A refund is processed when
// Razorpay's answer or its `refund.processed` webhook says so; only then does the payment's
// refunded amount grow and the shopper hear of it.

/** A refund Razorpay has not been asked for is asked again by the refunds pass after this long (the request that made it is asking now). */
export const REFUND_RETRY_AFTER_MS = 30_000;

/** A refund Razorpay accepted but left pending is looked up by the refunds pass after this long, in case its `refund.processed` webhook never comes. */
export const REFUND_CHECK_AFTER_MS = 5 * 60_000;

const money = (paise: number) => formatRupees(paise);

/** Razorpay refused (a 4xx with its error shape), as opposed to not answering. */
function refusal(error: unknown): string | null {
  const { statusCode, error: body } = (error ?? {}) as { statusCode?: number | string; error?: { description?: string } };
  const status = Number(statusCode);
  return status >= 400 && status < 500 && body?.description ? body.description : null;
}

/**
 * Marks a refund processed by Razorpay (its refund id), in the caller's transaction: only a
 * pending one moves, so Razorpay's answer and its webhook arriving both count it once. The
 * payment's refunded amount grows under a row lock (two refunds at once add up), its status
 * follows (partially_refunded, refunded), the timeline says so and the shopper is mailed.
 */
export async function settleRazorpayRefund(tx: Tx, refundId: string, providerRefundId: string): Promise<boolean> {
  const refund = await markRefundProcessedIn(tx, refundId, providerRefundId);
  if (!refund) return false;
  // A late payment's refund leaves its expired payment as it is (countRefund).
  await countRefund(tx, refund.paymentId, refund.amountPaise, {
    who: { by: "system", actorId: null },
    reference: providerRefundId,
    reason: "Refunded through Razorpay",
    lineIds: refund.lineIds,
    returnId: refund.returnId,
  });
  const payment = await paymentWithOrder(tx, refund.paymentId);
  const amount = money(refund.amountPaise);
  const late = refund.providerPaymentId ? ` Payment ${refund.providerPaymentId} came after the order was cancelled unpaid.` : "";
  await recordOrderEvents(tx, [
    {
      orderId: payment.orderId,
      type: "refunded",
      by: "system",
      actorId: null,
      lineIds: refund.lineIds,
      note: `${amount} refunded through Razorpay, refund ${providerRefundId}.${late}`,
      data: { amountPaise: refund.amountPaise, reference: providerRefundId },
    },
  ]);
  if (refund.returnId) await closeRefundedReturn(tx, refund.returnId, providerRefundId);
  const t = textsIn(payment.order.language, "paymentMail");
  const { number } = payment.order;
  await enqueuePaymentMail(tx, payment.order, {
    subject: t("refundedSubject", { amount }),
    text: t("razorpayRefunded", {
      late: refund.providerPaymentId ? t("razorpayLate", { payment: refund.providerPaymentId, number }) : "",
      amount,
      number,
      refund: providerRefundId,
    }),
  });
  return true;
}

/**
 * Sends one pending refund to Razorpay, at most once: under a lock on the refund (two
 * processes take turns), a refund already given its Razorpay id is left alone, and Razorpay's
 * refunds of the payment are looked through first for one carrying this row's id as its
 * `receipt`, so an answer lost on the way is found, not sent again. Razorpay refusing (more
 * than captured, say) marks it failed for the owner to settle in Razorpay's dashboard;
 * Razorpay not answering leaves it pending for the refunds pass.
 */
async function sendRefund(refundId: string, config: RazorpayConfig): Promise<void> {
  await withKeyLocks([`razorpay-refund:${refundId}`], async (tx) => {
    const refund = await refundWithPayment(tx, refundId);
    const paymentId = refund.providerPaymentId ?? refund.payment.reference;
    if (refund.status !== "pending" || refund.providerRefundId || !paymentId) return;
    const client = razorpayClient(config);
    try {
      const earlier = (await client.payments.fetchMultipleRefund(paymentId, { count: 100 })).items.find(
        (made) => made.receipt === refund.id || (made.notes as Record<string, string> | undefined)?.refundId === refund.id,
      );
      const made =
        earlier ??
        (await client.payments.refund(paymentId, {
          amount: refund.amountPaise,
          speed: "normal",
          receipt: refund.id,
          notes: { refundId: refund.id, orderId: refund.payment.orderId },
        }));
      if (made.status === "processed") {
        await settleRazorpayRefund(tx, refund.id, made.id);
      } else {
        await markRefundSentIn(tx, refund.id, made.id, made.status === "failed");
      }
    } catch (error) {
      const why = refusal(error);
      if (!why) throw error;
      await markRefundRefusedIn(tx, refund.id);
      console.error(`[payments] Razorpay refused refund ${refund.id} of payment ${paymentId}: ${why}`);
    }
  });
}

/**
 * Sends the order's pending refunds of a Razorpay payment through Razorpay, after the
 * transaction that owed them has committed; safe to call twice, or from two processes at once
 * (sendRefund). Never throws: what could not be sent stays pending and the refunds pass
 * tries again (retryRazorpayRefunds).
 */
export async function sendPendingRazorpayRefunds(orderId: string, config: RazorpayConfig | null = razorpayConfig()): Promise<void> {
  if (!config) return;
  const pending = await razorpayRefundsToSend(orderId);
  for (const { id } of pending) {
    try {
      await sendRefund(id, config);
    } catch (error) {
      const why = (error as { error?: { description?: string } }).error?.description ?? (error as Error).message;
      console.error(`[payments] refund ${id} could not be sent to Razorpay, to be tried again: ${why}`);
    }
  }
  if (pending.length) wakeMailSender();
}

/** The refunds pass (lib/side-work/passes.ts): sends again the Razorpay refunds owed for a while and never sent (Razorpay was away, or the process stopped first); the orders whose refunds it tried. */
export async function retryRazorpayRefunds(now: Date = new Date(), config: RazorpayConfig | null = razorpayConfig()): Promise<number> {
  if (!config) return 0;
  const owed = await ordersWithRazorpayRefundsUnsent(new Date(now.getTime() - REFUND_RETRY_AFTER_MS));
  for (const { orderId } of owed) await sendPendingRazorpayRefunds(orderId, config);
  return owed.length;
}

/**
 * The refunds pass over refunds Razorpay accepted but left pending for a while: asks
 * Razorpay for each (GET /v1/refunds/{id}) and settles those now processed, marks failed those
 * it failed, so a lost `refund.processed` webhook does not leave the shopper's refund unseen.
 * Razorpay not answering leaves them for the next pass. The refunds it asked about.
 */
export async function checkPendingRazorpayRefunds(now: Date = new Date(), config: RazorpayConfig | null = razorpayConfig()): Promise<number> {
  if (!config) return 0;
  const sent = await razorpayRefundsWaiting(new Date(now.getTime() - REFUND_CHECK_AFTER_MS));
  const client = razorpayClient(config);
  let settled = false;
  for (const { id, providerRefundId } of sent) {
    if (!providerRefundId) continue;
    try {
      const made = await client.refunds.fetch(providerRefundId);
      if (made.status === "processed") settled = (await prisma.$transaction((tx) => settleRazorpayRefund(tx, id, made.id), TX_OPTIONS)) || settled;
      else if (made.status === "failed") await markRefundFailedIn(prisma, id);
    } catch (error) {
      const why = (error as { error?: { description?: string } }).error?.description ?? (error as Error).message;
      console.error(`[payments] refund ${providerRefundId} could not be looked up at Razorpay, to be tried again: ${why}`);
    }
  }
  if (settled) wakeMailSender();
  return sent.length;
}
