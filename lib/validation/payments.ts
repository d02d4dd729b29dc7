import { z } from "zod";
import { UTR_PATTERN } from "../shared/upi.ts";
import { MAX_ORDER_PAISE } from "../shared/order-limits.ts";
import { numberOrNumericText, text } from "./common.ts";

// The payment calls' bodies (docs/api.md, Payments).

/** POST /api/order/{orderId}/upi-reference: the 12-digit UTR from the shopper's UPI app (spaces dropped). */
export const upiReferenceSchema = z.strictObject({
  utr: z
    .string()
    .transform((s) => s.replace(/\s/g, ""))
    .pipe(z.string().regex(UTR_PATTERN, "the 12-digit UPI reference (UTR) your UPI app shows")),
});

/**
 * Rupees paid or refunded on one order: as large as an order's payment may be (its items'
 * limit, lib/shared/order-limits.ts, and its charges), not a product's price limit.
 */
const orderMoneySchema = numberOrNumericText.pipe(
  z
    .number()
    .positive()
    .max((2 * MAX_ORDER_PAISE) / 100)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "at most two decimals (paise)"),
);

/** PUT /api/order/{orderId}/payment: the owner's confirmation with the bank's reference (and the amount that arrived, when not what was asked), or a rejection. */
export const paymentDecisionSchema = z.discriminatedUnion("status", [
  z.strictObject({
    status: z.literal("paid"),
    reference: text(1, 64).describe("the UTR or reference in the bank statement"),
    amount: orderMoneySchema.optional().describe("rupees that arrived, when not the amount asked: what was not owed is refunded"),
  }),
  z.strictObject({ status: z.literal("failed"), reason: text(1, 300).optional().describe("why, told to the shopper") }),
]);

/** POST /api/order/{orderId}/refund: what the owner sent back, with its reference. */
export const refundInputSchema = z.strictObject({
  amount: orderMoneySchema.describe("rupees refunded: at most what was paid and not yet refunded"),
  reference: text(1, 64).describe("the UPI transaction reference of the refund"),
});

const razorpayId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), `a Razorpay id starting ${prefix}_`);

/** POST /api/payment/razorpay/verify: what Razorpay Checkout hands the page after a payment, passed on as it is. */
export const razorpayVerifySchema = z.strictObject({
  razorpay_order_id: razorpayId("order").describe("the Razorpay order the order page opened Checkout with"),
  razorpay_payment_id: razorpayId("pay").describe("the payment Checkout made"),
  razorpay_signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "64 hexadecimal digits")
    .describe("HMAC-SHA256 of order_id|payment_id under the key secret, in hex"),
});

/** POST /api/payment/razorpay/webhook: Razorpay's event as it sends it (the shop reads payment and refund entities). */
export const razorpayWebhookSchema = z
  .looseObject({
    event: z.string().describe("payment.captured, order.paid, payment.failed and refund.processed are acted on; others are acknowledged"),
    payload: z.looseObject({}).describe("the event's entities: payment, order, refund"),
  })
  .describe("signed with the webhook secret in X-Razorpay-Signature (hex HMAC-SHA256 of the raw body); x-razorpay-event-id names the event");

/** What the webhook answers: what the event did. */
export const razorpayWebhookAnswerSchema = z.strictObject({
  outcome: z
    .enum(["handled", "ignored", "repeated"])
    .describe("handled: it changed a payment or refund; ignored: nothing of the shop's to change; repeated: this event id was handled before"),
});
