import Razorpay from "razorpay";
import { razorpayConfig, type RazorpayConfig } from "../config.ts";
import { withKeyLocks } from "../db/key-lock.ts";
import { AppError, badRequest, notFound } from "../errors.ts";
import type { Payment } from "../generated/prisma/client.ts";
import { UNPAID_STATES } from "../shared/payment-status.ts";

// Razorpay's server side (docs/architecture.md, Payments): the official SDK, pointed at
// RAZORPAY_API_BASE. Checkout's answer is verified in razorpay-payments.ts, refunds go out
// through razorpay-refunds.ts.

/** No call to Razorpay holds a request (or the lock it runs under) longer than this. */
const RAZORPAY_TIMEOUT_MS = 15_000;

/** The official SDK on the configured base (its HTTP client is axios with Razorpay's host as the base URL). */
export function razorpayClient(config: RazorpayConfig): Razorpay {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  const defaults = (client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults;
  defaults.baseURL = config.apiBase;
  defaults.timeout = RAZORPAY_TIMEOUT_MS;
  return client;
}

const unavailable = (error: unknown) => {
  const description = (error as { error?: { description?: string } }).error?.description ?? (error as Error).message;
  return new AppError(502, "payment_provider_unavailable", `Razorpay did not create the payment: ${description}`);
};

/**
 * The Razorpay order of a shop order paid by Razorpay, made once: amount in paise, `receipt`
 * the order's number. Under a lock on the order (so two processes take turns), a retry first
 * asks Razorpay for an order with that receipt, so an answer lost on the way (created there,
 * not stored here) is found rather than made again; the id is then stored on the payment.
 * Razorpay unreachable or refusing is 502; a shop without Razorpay's keys is 400.
 */
export async function ensureRazorpayOrder(orderId: string, config: RazorpayConfig | null = razorpayConfig()): Promise<string> {
  if (!config) throw badRequest("This shop does not take payments through Razorpay.");
  return withKeyLocks([`razorpay-order:${orderId}`], async (tx) => {
    const payment = await tx.payment.findUnique({ where: { orderId }, include: { order: { select: { number: true } } } });
    if (!payment || payment.method !== "razorpay") throw notFound("No order paid by Razorpay.");
    if (payment.providerOrderId) return payment.providerOrderId;
    const client = razorpayClient(config);
    const receipt = payment.order.number;
    const made = await (async () => {
      try {
        const earlier = (await client.orders.all({ receipt })).items.find((order) => Number(order.amount) === payment.amountPaise);
        return earlier ?? (await client.orders.create({ amount: payment.amountPaise, currency: "INR", receipt, notes: { orderId } }));
      } catch (error) {
        throw unavailable(error);
      }
    })();
    await tx.payment.update({ where: { id: payment.id }, data: { providerOrderId: made.id } });
    return made.id;
  });
}

/**
 * An order placed or looked at, with the Razorpay order Checkout needs made when it has none
 * yet (just placed; Razorpay was unreachable before; or lines were cancelled before paying, so
 * it asks a smaller amount): the payment as returned carries its id. Razorpay unreachable
 * leaves the order as it is, logged, to be tried again when the page or the order is next
 * asked for; the order itself was placed and keeps its payment window.
 */
export async function withRazorpayOrder<T extends { id: string; payment: Payment | null }>(order: T, config = razorpayConfig()): Promise<T> {
  const { payment } = order;
  if (!config || payment?.method !== "razorpay" || payment.providerOrderId || !UNPAID_STATES.includes(payment.status) || payment.amountPaise <= 0) return order;
  try {
    return { ...order, payment: { ...payment, providerOrderId: await ensureRazorpayOrder(order.id, config) } } as T;
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 502) throw error;
    console.error(`[payments] order ${order.id}: ${error.message}`);
    return order;
  }
}
