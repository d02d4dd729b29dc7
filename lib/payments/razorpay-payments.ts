import crypto from "node:crypto";
import { z } from "zod";
import { razorpayConfig, type RazorpayConfig } from "../config.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { OrderActor } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { formatRupees } from "../money.ts";
import { recordOrderEvents } from "../orders/events.ts";
import { enqueuePaymentMail } from "./mail.ts";
import { isCheckoutSignature, isWebhookSignature } from "./razorpay-signature.ts";
import { owePaymentBack, sendPendingRazorpayRefunds, settleRazorpayRefund } from "./razorpay-refunds.ts";
import { isPaid, movableTo } from "./status.ts";

// What Razorpay tells the shop about a payment (docs/architecture.md, Payments): Checkout's
// signed answer, which the shopper's page passes on, and Razorpay's signed webhooks. Each
// change is a conditional update guarded by the states it may come from, so a message that
// arrives twice, late, or out of order never moves a payment backwards.

const notSetUp = () => badRequest("This shop does not take payments through Razorpay.");

type PaymentWithOrder = NonNullable<Awaited<ReturnType<typeof razorpayPaymentOf>>>;

/** The shop's payment for a Razorpay order id, with its order; null when it is none of this shop's. */
function razorpayPaymentOf(tx: Tx, providerOrderId: string) {
  return tx.payment.findFirst({
    where: { providerOrderId, method: "razorpay" },
    include: { order: { select: { id: true, number: true, userId: true } } },
  });
}

/**
 * Marks the payment paid by this Razorpay payment, when it may move there (waiting or failed;
 * expired and paid stay as they are): the timeline and the shopper's mail follow in the same
 * transaction. False when it did not move.
 */
async function markPaid(tx: Tx, payment: PaymentWithOrder, razorpayPaymentId: string, by: OrderActor, actorId: string | null): Promise<boolean> {
  const changed = await tx.payment.updateMany({
    where: { id: payment.id, status: { in: movableTo("paid") } },
    data: { status: "paid", paidAt: new Date(), reference: razorpayPaymentId },
  });
  if (changed.count === 0) return false;
  const amount = formatRupees(payment.amountPaise, { exact: true });
  await recordOrderEvents(tx, [{ orderId: payment.orderId, type: "paid", by, actorId, note: `${amount} through Razorpay, payment ${razorpayPaymentId}` }]);
  await enqueuePaymentMail(tx, payment.order, {
    subject: "payment received",
    text: `We received your payment of ${amount} for order ${payment.order.number} through Razorpay (payment ${razorpayPaymentId}). The sellers will now send your items.`,
  });
  return true;
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
 * fine; an order cancelled for want of payment before the money came is 409, and the payment
 * is refunded in full (owePaymentBack). Returns the
 * shop's order id.
 */
export async function verifyCheckoutPayment(userId: string, answer: CheckoutAnswer, config: RazorpayConfig | null = razorpayConfig()): Promise<string> {
  if (!config) throw notSetUp();
  if (!isCheckoutSignature(config.keySecret, answer.razorpay_order_id, answer.razorpay_payment_id, answer.razorpay_signature)) {
    throw badRequest("This is not Razorpay's signature for this payment.", { razorpay_signature: ["does not match the order and payment"] });
  }
  const { orderId, cancelled } = await prisma.$transaction(async (tx) => {
    const payment = await razorpayPaymentOf(tx, answer.razorpay_order_id);
    if (!payment || payment.order.userId !== userId) throw notFound("No such order.");
    if (await markPaid(tx, payment, answer.razorpay_payment_id, "shopper", userId)) return { orderId: payment.orderId, cancelled: false };
    const now = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
    if (isPaid(now.status)) return { orderId: payment.orderId, cancelled: false };
    // Checkout only answers for a captured payment of the Razorpay order's amount: give it back.
    if (now.status === "expired") await owePaymentBack(tx, payment.id, answer.razorpay_payment_id, payment.amountPaise);
    return { orderId: payment.orderId, cancelled: true };
  }, TX_OPTIONS);
  if (cancelled) {
    await sendPendingRazorpayRefunds(orderId);
    throw conflict(
      `This order was cancelled before the payment arrived: Razorpay payment ${answer.razorpay_payment_id} is being refunded in full to the account you paid from.`,
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

/** A captured payment for one of the shop's Razorpay orders, for its exact amount in rupees: the order is paid. */
async function onCaptured(tx: Tx, entity: z.infer<typeof paymentEntity>): Promise<Effect> {
  const payment = entity.order_id ? await razorpayPaymentOf(tx, entity.order_id) : null;
  if (!payment) return "ignored";
  if (entity.amount !== payment.amountPaise || entity.currency !== "INR") {
    console.error(`[payments] Razorpay payment ${entity.id} of ${entity.amount} ${entity.currency} does not match order ${payment.orderId}: not marked paid`);
    return "ignored";
  }
  if (await markPaid(tx, payment, entity.id, "system", null)) return "handled";
  if (payment.status !== "expired") return "ignored";
  await owePaymentBack(tx, payment.id, entity.id, entity.amount);
  return { refundsOf: payment.orderId };
}

/** A failed attempt: a waiting payment shows it (Checkout lets the shopper try again); a paid one stays paid. */
async function onFailed(tx: Tx, entity: z.infer<typeof paymentEntity>): Promise<WebhookOutcome> {
  const payment = entity.order_id ? await razorpayPaymentOf(tx, entity.order_id) : null;
  if (!payment) return "ignored";
  const changed = await tx.payment.updateMany({ where: { id: payment.id, status: { in: movableTo("failed") } }, data: { status: "failed" } });
  if (changed.count === 0) return "ignored";
  await recordOrderEvents(tx, [
    { orderId: payment.orderId, type: "payment_failed", by: "system", actorId: null, note: entity.error_description ?? "Razorpay could not take the payment." },
  ]);
  return "handled";
}

/** A refund Razorpay made: the shop's Refund row it names (by Razorpay's id, or the receipt the shop gave it), for that payment and amount. */
async function onRefundProcessed(tx: Tx, entity: z.infer<typeof refundEntity>): Promise<WebhookOutcome> {
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  const ids = [entity.receipt, typeof notes.refundId === "string" ? notes.refundId : null].filter((id): id is string => Boolean(id));
  const refund = await tx.refund.findFirst({
    where: { OR: [{ providerRefundId: entity.id }, ...(ids.length ? [{ id: { in: ids }, providerRefundId: null }] : [])] },
    include: { payment: true },
  });
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
  const effect = await prisma.$transaction(async (tx): Promise<Effect> => {
    const fresh = await tx.webhookEvent.createMany({ data: [{ id }], skipDuplicates: true });
    if (fresh.count === 0) return "repeated";
    const { payment, refund } = body.payload;
    switch (body.event) {
      case "payment.captured":
      case "order.paid":
        return payment ? onCaptured(tx, payment.entity) : "ignored";
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
