import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { isCheckoutSignature, isWebhookSignature } from "./razorpay-signature.ts";

// Razorpay's published example: order_IEIaMR65cu6nz3, payment pay_IH4NVgf4Dreq1l, secret "EnLs21M47BllR3X8PSFtjtbd".
const checkout = crypto.createHmac("sha256", "EnLs21M47BllR3X8PSFtjtbd").update("order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l").digest("hex");

describe("Razorpay's signatures", () => {
  it("accept Checkout's HMAC of order_id|payment_id under the key secret, and nothing else", () => {
    expect(isCheckoutSignature("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", checkout)).toBe(true);
    expect(isCheckoutSignature("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_Other00000001", checkout)).toBe(false);
    expect(isCheckoutSignature("another secret", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", checkout)).toBe(false);
    expect(isCheckoutSignature("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", checkout.slice(0, -1))).toBe(false);
    expect(isCheckoutSignature("EnLs21M47BllR3X8PSFtjtbd", "order_IEIaMR65cu6nz3", "pay_IH4NVgf4Dreq1l", "")).toBe(false);
  });

  it("accept a webhook only for its exact raw body", () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = crypto.createHmac("sha256", "whsec").update(body).digest("hex");
    expect(isWebhookSignature("whsec", body, signature)).toBe(true);
    expect(isWebhookSignature("whsec", `${body} `, signature)).toBe(false);
    expect(isWebhookSignature("whsec", body, signature.toUpperCase())).toBe(false);
  });
});
