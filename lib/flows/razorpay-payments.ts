import crypto from "node:crypto";
import type { Payments } from "razorpay/dist/types/payments";
import { z } from "zod";
import { razorpayConfig, type RazorpayConfig } from "../config.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, badRequest, conflict, notFound } from "../errors.ts";
import { figuresOf } from "../ledger/figures.ts";
import type { OrderActor } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { formatRupees } from "../money.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { enqueuePaymentMail } from "../notices/order-news.ts";
import { askRestIn, markFailedIn, markPaidIn } from "../payments/moves.ts";
import { textsIn } from "../i18n/text.ts";
import { razorpayClient } from "../payments/razorpay.ts";
import { firstTimeOfEventIn } from "../payments/webhook-events.ts";
import { amountAskedPaise, asksThroughRazorpayOrder, paymentNow, razorpayPaymentOf, refundNamedByRazorpay } from "../payments/read.ts";
import { isCheckoutSignature, isWebhookSignature } from "../payments/razorpay-signature.ts";
import { sendPendingRazorpayRefunds, settleRazorpayRefund } from "./razorpay-refunds.ts";
import { receivePayment } from "./receive-payment.ts";
import { lockedEntries, type Posted } from "../ledger/post.ts";
import { isPaid } from "../shared/payment-status.ts";

// What Razorpay tells the shop about a payment (docs/architecture.md, Payments): Checkout's
// signed answer, which the shopper's page passes on, and Razorpay's signed webhooks. Each
// change is a conditional update guarded by the states it may come from, so a message that
// arrives twice, late, or out of order never moves a payment backwards.

const notSetUp = () => badRequest("This shop does not take payments through Razorpay.");

type PaymentWithOrder = NonNullable<Awaited<ReturnType<typeof razorpayPaymentOf>>>;

/** The receipt (the shop's order number) of a Razorpay order the shop no longer has on a payment; null when it has it. */
async function receiptOf(config: RazorpayConfig, providerOrderId: string): Promise<string | null> {
  if (await asksThroughRazorpayOrder(providerOrderId)) return null;
  try {
    return (await razorpayClient(config).orders.fetch(providerOrderId)).receipt ?? null;
  } catch (error) {
    // Razorpay does not know it (a 4xx): none of the shop's orders.
    if (Number((error as { statusCode?: number | string }).statusCode) < 500) return null;
    throw unreachable(error);
  }
}

const unreachable = (error: unknown) => {
  const description = (error as { error?: { description?: string } }).error?.description ?? (error as Error).message;
  return new AppError(502, "payment_provider_unavailable", `Razorpay did not answer about the payment: ${description}`);
};

/**
 * The payment as Razorpay has it, counted only once captured (razorpay.com/docs/payments/payments/capture-settings):
 * an `authorized` one for the amount of the Razorpay order it was made for is captured now,
 * as Razorpay advises when automatic capture is off; anything else not captured is 409.
 */
async function capturedPayment(config: RazorpayConfig, paymentId: string): Promise<{ amountPaise: number; currency: string }> {
  const client = razorpayClient(config);
  let made: Payments.RazorpayPayment;
  try {
    made = await client.payments.fetch(paymentId);
    if (made.status === "authorized" && made.order_id) {
      const order = await client.orders.fetch(made.order_id);
      if (Number(order.amount) === Number(made.amount)) made = await client.payments.capture(paymentId, made.amount, made.currency);
    }
  } catch (error) {
    throw unreachable(error);
  }
  if (made.status !== "captured" && made.status !== "refunded") {
    throw conflict(`Razorpay has not taken payment ${paymentId} (it is ${made.status}): nothing was paid. Try paying again.`);
  }
  return { amountPaise: Number(made.amount), currency: made.currency };
}

/**
 * Counts a captured Razorpay payment on the order, in the caller's transaction. It pays the
 * order when the order waits for payment and it covers what is due (the excess owed back);
 * less than is due, on an order still waiting, is counted towards it ("part": the order asks
 * the rest, countPart); otherwise (the order expired or was paid already, a second capture,
 * another currency) it is counted and owed back in full. A payment counted before is left: "repeat".
 */
async function countCaptured(
  tx: Tx,
  payment: PaymentWithOrder,
  captured: { id: string; amountPaise: number; currency: string },
  by: OrderActor,
  actorId: string | null,
): Promise<{ outcome: "paid" | "part" | "repeat" | "owed"; owedPaise: number }> {
  // The payment row stays locked to the end of the transaction: a capture and a cancellation
  // (or two captures) at once are counted one after the other.
  const entries = await lockedEntries(tx, payment.orderId);
  const due = figuresOf(entries).duePaise;
  const counted = entries.some((entry) => entry.kind === "received" && entry.reference === captured.id);
  const inRupees = captured.currency === "INR" && due > 0;
  const paid = inRupees && captured.amountPaise >= due ? await markPaid(tx, payment, captured.id, captured.amountPaise, by, actorId) : null;
  if (paid) return { outcome: "paid", owedPaise: paid.owedPaise };
  if (inRupees && !counted && captured.amountPaise < due && (await countPart(tx, payment, captured, due, by, actorId)))
    return { outcome: "part", owedPaise: 0 };
  const posted = await receivePayment(
    tx,
    payment.orderId,
    { by, actorId },
    { amountPaise: captured.amountPaise, method: "razorpay", reference: captured.id, owedInFull: true },
  );
  return posted ? { outcome: "owed", owedPaise: posted.owedPaise } : { outcome: "repeat", owedPaise: 0 };
}

/**
 * Less than is due, on an order still waiting for its payment (a superseded Razorpay order of
 * a smaller amount paid): the money counts towards the order, which now asks only the rest,
 * through a new Razorpay order made for it (lib/payments/razorpay.ts). False when the order
 * no longer waits. Called with the payment row locked and the payment not counted yet.
 */
async function countPart(
  tx: Tx,
  payment: PaymentWithOrder,
  captured: { id: string; amountPaise: number },
  duePaise: number,
  by: OrderActor,
  actorId: string | null,
): Promise<boolean> {
  const left = duePaise - captured.amountPaise;
  if (!(await askRestIn(tx, payment.id, left))) return false;
  await receivePayment(tx, payment.orderId, { by, actorId }, { amountPaise: captured.amountPaise, method: "razorpay", reference: captured.id });
  const [received, rest] = [formatRupees(captured.amountPaise), formatRupees(left)];
  await recordOrderEvents(tx, [
    {
      orderId: payment.orderId,
      type: "payment_pending",
      by,
      actorId,
      note: `${received} received through Razorpay, payment ${captured.id}: ${rest} is still to pay.`,
    },
  ]);
  return true;
}

/**
 * Marks the payment paid by this Razorpay payment, when it may move there (waiting or failed;
 * expired and paid stay as they are): the timeline and the shopper's mail follow in the same
 * transaction, and any excess owed back (receivePayment). Null when it did not move.
 */
async function markPaid(
  tx: Tx,
  payment: PaymentWithOrder,
  razorpayPaymentId: string,
  amountPaise: number,
  by: OrderActor,
  actorId: string | null,
): Promise<Posted | null> {
  if (!(await markPaidIn(tx, payment.id, razorpayPaymentId))) return null;
  const posted = await receivePayment(tx, payment.orderId, { by, actorId }, { amountPaise, method: "razorpay", reference: razorpayPaymentId });
  const amount = formatRupees(amountPaise);
  await recordOrderEvents(tx, [{ orderId: payment.orderId, type: "paid", by, actorId, note: `${amount} through Razorpay, payment ${razorpayPaymentId}` }]);
  const t = textsIn(payment.order.language, "paymentMail");
  await enqueuePaymentMail(tx, payment.order, {
    subject: t("receivedSubject"),
    text: t("razorpayReceived", { amount, number: payment.order.number, payment: razorpayPaymentId }),
  });
  return posted;
}

export interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * POST /api/payment/razorpay/verify: the shopper's page passes on what Checkout handed it. The
 * signature must be Razorpay's HMAC of `order_id|payment_id` under the key secret (400
 * otherwise, nothing changed); the Razorpay order must be one of this shopper's orders (404
 * otherwise, as for any order not theirs). A payment already paid (the webhook came first) is
 * fine. The payment is fetched from Razorpay and counted only once captured (capturedPayment);
 * the Razorpay order may be one the order no longer asks for (superseded). A payment the order
 * cannot take (cancelled for want of payment before the money came, paid already by another
 * payment) is 409, and refunded in full (countCaptured). Returns the shop's order id.
 */
export async function verifyCheckoutPayment(userId: string, answer: CheckoutAnswer, config: RazorpayConfig | null = razorpayConfig()): Promise<string> {
  if (!config) throw notSetUp();
  if (!isCheckoutSignature(config.keySecret, answer.razorpay_order_id, answer.razorpay_payment_id, answer.razorpay_signature)) {
    throw badRequest("This is not Razorpay's signature for this payment.", { razorpay_signature: ["does not match the order and payment"] });
  }
  const receipt = await receiptOf(config, answer.razorpay_order_id);
  const known = await prisma.$transaction((tx) => razorpayPaymentOf(tx, answer.razorpay_order_id, receipt));
  if (!known || known.order.userId !== userId) throw notFound("No such order.");
  const captured = { id: answer.razorpay_payment_id, ...(await capturedPayment(config, answer.razorpay_payment_id)) };
  const { orderId, outcome, owedPaise, status } = await prisma.$transaction(async (tx) => {
    const payment = (await razorpayPaymentOf(tx, answer.razorpay_order_id, receipt))!;
    const { outcome, owedPaise } = await countCaptured(tx, payment, captured, "shopper", userId);
    const now = await paymentNow(tx, payment.id);
    return { orderId: payment.orderId, outcome, owedPaise, status: now.status };
  }, TX_OPTIONS);
  if (owedPaise > 0 && outcome === "paid") await sendPendingRazorpayRefunds(orderId);
  if (outcome === "part") {
    wakeMailSender();
    const leftPaise = await amountAskedPaise(orderId);
    throw conflict(
      `Razorpay payment ${answer.razorpay_payment_id} brought ${formatRupees(captured.amountPaise)}, less than was due: it counts towards the order, and ${formatRupees(leftPaise)} is still to pay from your order's page.`,
    );
  }
  if (outcome === "owed" || (outcome === "repeat" && !isPaid(status))) {
    await sendPendingRazorpayRefunds(orderId);
    throw conflict(
      isPaid(status)
        ? `This order was already paid: Razorpay payment ${answer.razorpay_payment_id} is being refunded in full to the account you paid from.`
        : `This order was cancelled before the payment arrived: Razorpay payment ${answer.razorpay_payment_id} is being refunded in full to the account you paid from.`,
    );
  }
  wakeMailSender();
  return orderId;
}

// The parts of Razorpay's webhook payloads the shop reads (razorpay.com/docs/webhooks/payloads).
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  error_description: z.string().nullish(),
});
const refundEntity = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  receipt: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});

export type WebhookOutcome = "handled" | "ignored" | "repeated";

/** A captured payment the shop must give back: its refund is owed on this order, to be sent once the transaction commits. */
type Effect = WebhookOutcome | { refundsOf: string };

/** A captured payment for one of the shop's Razorpay orders (current or superseded): counted (countCaptured). */
async function onCaptured(tx: Tx, entity: z.infer<typeof paymentEntity>, receipt: string | null): Promise<Effect> {
  const payment = entity.order_id ? await razorpayPaymentOf(tx, entity.order_id, receipt) : null;
  if (!payment) return "ignored";
  const { outcome, owedPaise } = await countCaptured(tx, payment, { id: entity.id, amountPaise: entity.amount, currency: entity.currency }, "system", null);
  if (outcome === "paid") return owedPaise > 0 ? { refundsOf: payment.orderId } : "handled";
  if (outcome === "part") return "handled";
  // A payment owed back, told of again (order.paid after payment.captured): its refund is sent if it was not yet.
  const owed = outcome === "owed" || !isPaid((await paymentNow(tx, payment.id)).status);
  return owed ? { refundsOf: payment.orderId } : "ignored";
}

/** A failed attempt: a waiting payment shows it (Checkout lets the shopper try again); a paid one stays paid. */
async function onFailed(tx: Tx, entity: z.infer<typeof paymentEntity>): Promise<WebhookOutcome> {
  const payment = entity.order_id ? await razorpayPaymentOf(tx, entity.order_id, null) : null;
  if (!payment) return "ignored";
  if (!(await markFailedIn(tx, payment.id))) return "ignored";
  await recordOrderEvents(tx, [
    { orderId: payment.orderId, type: "payment_failed", by: "system", actorId: null, note: entity.error_description ?? "Razorpay could not take the payment." },
  ]);
  return "handled";
}

/** A refund Razorpay made: the shop's Refund row it names (by Razorpay's id, or the receipt the shop gave it), for that payment and amount. */
async function onRefundProcessed(tx: Tx, entity: z.infer<typeof refundEntity>): Promise<WebhookOutcome> {
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  const ids = [entity.receipt, typeof notes.refundId === "string" ? notes.refundId : null].filter((id): id is string => Boolean(id));
  const refund = await refundNamedByRazorpay(tx, entity.id, ids);
  if (
    !refund ||
    refund.payment.method !== "razorpay" ||
    (refund.providerPaymentId ?? refund.payment.reference) !== entity.payment_id ||
    refund.amountPaise !== entity.amount
  )
    return "ignored";
  return (await settleRazorpayRefund(tx, refund.id, entity.id)) ? "handled" : "ignored";
}

/**
 * POST /api/payment/razorpay/webhook. The raw body must carry Razorpay's HMAC under the
 * webhook secret in `X-Razorpay-Signature` (400 otherwise, nothing changed). The event id
 * (`x-razorpay-event-id`, or the body's hash when absent) is recorded in the same transaction
 * as what the event does, so a repeat, however late or concurrent, finds it and does nothing.
 * Acts on payment.captured and order.paid (paid, or refunded in full when the order was
 * cancelled unpaid first), payment.failed, refund.processed; any other
 * event, or one about an order that is not the shop's, is acknowledged and left.
 */
export async function handleRazorpayWebhook(
  rawBody: string,
  signature: string | null,
  eventId: string | null,
  config: RazorpayConfig | null = razorpayConfig(),
): Promise<WebhookOutcome> {
  if (!config) throw notSetUp();
  if (!signature || !isWebhookSignature(config.webhookSecret, rawBody, signature)) throw badRequest("The webhook's signature is not Razorpay's.");
  let body: z.infer<typeof webhookSchema>;
  try {
    body = webhookSchema.parse(JSON.parse(rawBody));
  } catch {
    throw badRequest("The webhook's body is not an event Razorpay sends.");
  }
  const id = `razorpay:${eventId ?? crypto.createHash("sha256").update(rawBody).digest("hex")}`;
  const captured = body.payload.payment && (body.event === "payment.captured" || body.event === "order.paid") ? body.payload.payment.entity : null;
  const receipt = captured?.order_id ? await receiptOf(config, captured.order_id) : null;
  const effect = await prisma.$transaction(async (tx): Promise<Effect> => {
    if (!(await firstTimeOfEventIn(tx, id))) return "repeated";
    const { payment, refund } = body.payload;
    switch (body.event) {
      case "payment.captured":
      case "order.paid":
        return payment ? onCaptured(tx, payment.entity, receipt) : "ignored";
      case "payment.failed":
        return payment ? onFailed(tx, payment.entity) : "ignored";
      case "refund.processed":
        return refund ? onRefundProcessed(tx, refund.entity) : "ignored";
      default:
        return "ignored";
    }
  }, TX_OPTIONS);
  if (typeof effect === "object") {
    await sendPendingRazorpayRefunds(effect.refundsOf, config);
    return "handled";
  }
  if (effect === "handled") wakeMailSender();
  return effect;
}
