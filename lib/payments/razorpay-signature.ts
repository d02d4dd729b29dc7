import crypto from "node:crypto";

// Razorpay's two signatures (razorpay.com/docs/payments/server-integration/nodejs): what
// Checkout hands the page after a payment, the HMAC-SHA256 of `order_id|payment_id` under the
// key secret, and what signs a webhook, the HMAC-SHA256 of the raw body under the webhook
// secret. Compared in constant time, so an attacker cannot learn a signature byte by byte.

const hmacHex = (secret: string, text: string) => crypto.createHmac("sha256", secret).update(text, "utf8").digest("hex");

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Whether Checkout's signature is Razorpay's for this order and payment. */
export function isCheckoutSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return sameHex(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** Whether a webhook's `X-Razorpay-Signature` is Razorpay's for exactly this raw body. */
export function isWebhookSignature(webhookSecret: string, rawBody: string, signature: string): boolean {
  return sameHex(hmacHex(webhookSecret, rawBody), signature);
}
