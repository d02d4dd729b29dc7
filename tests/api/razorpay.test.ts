import crypto from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { razorpayClient } from "@/lib/payments/razorpay";
import { razorpayWebhookAnswerSchema } from "@/lib/validation/payments";
import { orderJsonSchema } from "@/lib/validation/responses";
import { STANDIN_KEYS } from "../support/razorpay-standin.ts";
import { addProduct, baseUrl, call, expectError, expectOk, signUp, type Account } from "./client.ts";

// Razorpay over HTTP against the build (docs/api.md, Payments): the server takes Razorpay
// through the local stand-in that tests/setup/api-global.ts starts (its API, Checkout's script
// and the "Pay" of its Checkout), every call to it made by the official SDK.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const standIn = () => inject("razorpayStandInUrl");
const sdk = () => razorpayClient({ ...STANDIN_KEYS, apiBase: standIn() });

/** What Razorpay Checkout hands the page once the shopper pays at the stand-in. */
async function payAtCheckout(razorpayOrderId: string) {
  const answer = await fetch(`${standIn()}/standin/checkout/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key: STANDIN_KEYS.keyId, order_id: razorpayOrderId }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** A webhook as Razorpay sends it: the body signed with the webhook secret. */
function webhook(
  event: string,
  payload: Record<string, unknown>,
  eventId = `evt_${crypto.randomBytes(7).toString("hex")}`,
  secret = STANDIN_KEYS.webhookSecret,
) {
  const raw = JSON.stringify({ entity: "event", account_id: "acc_StandIn00000001", event, contains: Object.keys(payload), payload, created_at: 1 });
  const signature = crypto.createHmac("sha256", secret).update(raw).digest("hex");
  return call("POST", "/api/payment/razorpay/webhook", { raw, headers: { "x-razorpay-signature": signature, "x-razorpay-event-id": eventId } });
}

async function placed(shopper: Account, key = crypto.randomUUID()) {
  const seller = await signUp(true);
  for (const price of [1299.99, 499]) {
    const product = await addProduct(seller, { title: "Kurta", price, size: [] });
    await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1 } });
  }
  const order = (headers: Record<string, string>) =>
    call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address, paymentMethod: "razorpay" }, headers });
  return { first: expectOk(await order({ "idempotency-key": key }), 201, orderJsonSchema), again: await order({ "idempotency-key": key }) };
}

const view = async (shopper: Account, orderId: string) =>
  expectOk(await call("GET", `/api/order/view/${orderId}`, { token: shopper.token }), 200, orderJsonSchema);
const paymentEntity = (paid: { razorpay_order_id: string; razorpay_payment_id: string }, amount = 176301) => ({
  payment: { entity: { id: paid.razorpay_payment_id, entity: "payment", amount, currency: "INR", status: "captured", order_id: paid.razorpay_order_id } },
});

describe("Razorpay over HTTP", () => {
  it("placing answers what Checkout needs; the same Idempotency-Key again makes no second Razorpay order", async () => {
    const shopper = await signUp();
    const { first, again } = await placed(shopper);
    expect(first.payment).toMatchObject({ method: "razorpay", status: "pending", amount: 1763.01 });
    expect(first.payment.razorpay).toEqual({ orderId: expect.stringMatching(/^order_/), keyId: STANDIN_KEYS.keyId, amount: 176301, currency: "INR" });
    expect(expectOk(again, 201, orderJsonSchema).payment.razorpay).toEqual(first.payment.razorpay);
    const atRazorpay = await sdk().orders.all({ receipt: first.number });
    expect(atRazorpay.items.map((o) => [o.id, o.amount])).toEqual([[first.payment.razorpay!.orderId, 176301]]);
  });

  it("verify: a tampered signature is 400, another shopper 404, no token 401; the right one pays the order", async () => {
    const shopper = await signUp();
    const { first } = await placed(shopper);
    const paid = await payAtCheckout(first.payment.razorpay!.orderId);
    const verify = (who: Account | null, body: unknown) => call("POST", "/api/payment/razorpay/verify", { token: who?.token ?? null, body });
    const tampered = { ...paid, razorpay_payment_id: "pay_Someone0000001" };
    expectError(await verify(shopper, tampered), 400, "razorpay_signature");
    expectError(await verify(shopper, { ...paid, razorpay_signature: "nothex" }), 400, "razorpay_signature");
    expectError(await verify(await signUp(), paid), 404);
    expectError(await verify(null, paid), 401);
    expect((await view(shopper, first.id)).payment.status).toBe("pending");
    const order = expectOk(await verify(shopper, paid), 200, orderJsonSchema);
    expect(order.payment).toMatchObject({ status: "paid", reference: paid.razorpay_payment_id });
    expect(order.payment.razorpay).toBeUndefined();
  });

  it("webhook: a wrong signature is 400 and changes nothing; captured pays; the same event id is repeated; failed after it leaves it paid", async () => {
    const shopper = await signUp();
    const { first } = await placed(shopper);
    const paid = await payAtCheckout(first.payment.razorpay!.orderId);
    expectError(await webhook("payment.captured", paymentEntity(paid), "evt_forged", "not the secret"), 400);
    expect((await view(shopper, first.id)).payment.status).toBe("pending");
    const unsigned = await call("POST", "/api/payment/razorpay/webhook", { body: { event: "payment.captured", payload: paymentEntity(paid) } });
    expectError(unsigned, 400);

    const id = `evt_${crypto.randomBytes(7).toString("hex")}`;
    const started = Date.now();
    expect(expectOk(await webhook("payment.captured", paymentEntity(paid), id), 200, razorpayWebhookAnswerSchema).outcome).toBe("handled");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(expectOk(await webhook("payment.captured", paymentEntity(paid), id), 200, razorpayWebhookAnswerSchema).outcome).toBe("repeated");
    const failed = { payment: { entity: { ...paymentEntity(paid).payment.entity, status: "failed", error_description: "Bank declined" } } };
    expect(expectOk(await webhook("payment.failed", failed), 200, razorpayWebhookAnswerSchema).outcome).toBe("ignored");
    expect((await view(shopper, first.id)).payment).toMatchObject({ status: "paid", reference: paid.razorpay_payment_id });
  });

  it("cancelling a paid line sends its refund to Razorpay; refund.processed for it then changes nothing", async () => {
    const shopper = await signUp();
    const { first } = await placed(shopper);
    const paid = await payAtCheckout(first.payment.razorpay!.orderId);
    expectOk(await call("POST", "/api/payment/razorpay/verify", { token: shopper.token, body: paid }), 200, orderJsonSchema);
    const line = first.items.find((item) => item.price === 499)!;
    const cancelled = expectOk(
      await call("PUT", `/api/order/cancel/${first.id}`, { token: shopper.token, body: { lineIds: [line._id] } }),
      200,
      orderJsonSchema,
    );
    expect(cancelled.payment).toMatchObject({ status: "partially_refunded", refunded: 489.02, pendingRefund: 0 });
    const refunds = await sdk().payments.fetchMultipleRefund(paid.razorpay_payment_id);
    expect(refunds.items.map((r) => [r.amount, r.status])).toEqual([[48902, "processed"]]);
    const processed = await webhook("refund.processed", { refund: { entity: refunds.items[0] } });
    expect(expectOk(processed, 200, razorpayWebhookAnswerSchema).outcome).toBe("ignored");
    expect((await view(shopper, first.id)).payment.refunded).toBe(489.02);
  });

  it("only the order page lets Checkout's origin in, with popups kept able to report back", async () => {
    const shopper = await signUp();
    const { first } = await placed(shopper);
    const page = (path: string) => fetch(`${baseUrl()}${path}`, { headers: { cookie: `vastra_session=${shopper.token}` }, redirect: "manual" });
    const origin = new URL(standIn()).origin;
    const order = await page(`/profile/orders/${first.id}`);
    expect(order.status).toBe(200);
    const policy = order.headers.get("content-security-policy")!;
    for (const directive of ["script-src", "connect-src", "frame-src"]) expect(policy).toMatch(new RegExp(`${directive} [^;]*${origin}`));
    expect(policy).toContain("'strict-dynamic'");
    expect(order.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
    const profile = await page("/profile");
    expect(profile.headers.get("content-security-policy")).not.toContain(origin);
    expect(profile.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});
