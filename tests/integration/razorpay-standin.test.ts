import Razorpay from "razorpay";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRazorpayStandIn, STANDIN_KEYS, type RazorpayStandIn } from "../support/razorpay-standin.ts";

// The Razorpay stand-in (tests/support/razorpay-standin.ts) answers the official SDK as
// Razorpay's API does, and signs Checkout's answers and webhooks as Razorpay does: checked
// with the SDK's own verification helpers, so later tests of the shop trust it.

const keys = STANDIN_KEYS;
let standIn: RazorpayStandIn;

/** The official SDK pointed at the stand-in: its HTTP client is axios with Razorpay's host as the base. */
function sdk(keySecret = keys.keySecret): Razorpay {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keySecret });
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = standIn.url;
  return client;
}

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
});
afterAll(() => standIn.close());

describe("the Razorpay stand-in, driven by the official SDK", () => {
  it("creates an order in paise with its receipt, finds it by id and by receipt", async () => {
    const created = await sdk().orders.create({ amount: 88102, currency: "INR", receipt: "OD10000042" });
    expect(created).toMatchObject({
      entity: "order",
      amount: 88102,
      amount_paid: 0,
      amount_due: 88102,
      currency: "INR",
      receipt: "OD10000042",
      status: "created",
    });
    expect(created.id).toMatch(/^order_\w{14}$/);
    expect(await sdk().orders.fetch(created.id)).toEqual(created);
    const found = await sdk().orders.all({ receipt: "OD10000042" });
    expect(found.items.map((o) => o.id)).toEqual([created.id]);
    expect(standIn.requests).toContain("POST /v1/orders");
  });

  it("refuses a wrong key secret (401) and a bad amount (400) in Razorpay's error shape", async () => {
    await expect(sdk("wrong").orders.create({ amount: 88102, currency: "INR" })).rejects.toMatchObject({
      statusCode: 401,
      error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" },
    });
    await expect(sdk().orders.create({ amount: 99, currency: "INR" })).rejects.toMatchObject({ statusCode: 400, error: { field: "amount" } });
  });

  it("signs Checkout's answer and webhooks as Razorpay does, and refunds a captured payment", async () => {
    const order = await sdk().orders.create({ amount: 50000, currency: "INR", receipt: "OD10000043" });
    const paid = standIn.pay(order.id);
    expect(validatePaymentVerification({ order_id: order.id, payment_id: paid.razorpay_payment_id }, paid.razorpay_signature, keys.keySecret)).toBe(true);
    expect(validatePaymentVerification({ order_id: order.id, payment_id: paid.razorpay_payment_id }, paid.razorpay_signature, "another secret")).toBe(false);
    expect(await sdk().orders.fetch(order.id)).toMatchObject({ status: "paid", amount_paid: 50000 });

    const hook = standIn.webhook("payment.captured", { payment: { entity: standIn.payments.get(paid.razorpay_payment_id) } });
    expect(validateWebhookSignature(hook.body, hook.headers["x-razorpay-signature"], keys.webhookSecret)).toBe(true);
    expect(validateWebhookSignature(`${hook.body} `, hook.headers["x-razorpay-signature"], keys.webhookSecret)).toBe(false);

    const refund = await sdk().payments.refund(paid.razorpay_payment_id, { amount: 20000 });
    expect(refund).toMatchObject({ entity: "refund", amount: 20000, payment_id: paid.razorpay_payment_id, status: "processed" });
    await expect(sdk().payments.refund(paid.razorpay_payment_id, { amount: 40000 })).rejects.toMatchObject({ statusCode: 400 });
    expect(await sdk().payments.fetch(paid.razorpay_payment_id)).toMatchObject({ amount_refunded: 20000, refund_status: "partial" });
  });
});
