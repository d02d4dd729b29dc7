import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { database, prisma } from "@/lib/db";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { expireOverduePayments } from "@/lib/flows/expire-unpaid-orders";
import { withRazorpayOrder } from "@/lib/payments/razorpay";
import { handleRazorpayWebhook, verifyCheckoutPayment } from "@/lib/flows/razorpay-payments";
import { checkPendingRazorpayRefunds, retryRazorpayRefunds, sendPendingRazorpayRefunds } from "@/lib/flows/razorpay-refunds";
import { razorpayRefundsOpen } from "@/lib/payments/queues";
import { postEntries } from "@/lib/ledger/post";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { STANDIN_KEYS, type RazorpayStandIn } from "../support/razorpay-standin.ts";
import { stopRazorpayStandIn, useRazorpayStandIn } from "./razorpay-env.ts";
import { newProduct, newUser } from "./fixtures.ts";

// Razorpay end to end on the real database (PGlite, and PostgreSQL with DATABASE_URL) against
// the local stand-in (tests/support/razorpay-standin.ts) over HTTP with the official SDK:
// placing, Checkout's signed answer, signed webhooks (forged, repeated, out of order), refunds
// of cancelled paid lines, and an unpaid order expiring.

const keys = STANDIN_KEYS;
const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
let standIn: RazorpayStandIn;

beforeAll(async () => {
  standIn = await useRazorpayStandIn(keys);
});
afterAll(() => stopRazorpayStandIn(standIn));

/** A shopper's order of two lines (₹1,299.99 and ₹499, 2% off: ₹1,273.99 and ₹489.02), paid by Razorpay, its Razorpay order made as the API does. */
async function placed() {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  for (const [title, price] of [
    ["Kurta", 1299.99],
    ["Dupatta", 499],
  ] as const) {
    const product = await newProduct(seller.id, { title, price, size: [] });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  }
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address, paymentMethod: "razorpay" }));
  return { seller, shopper, order: toOrderJson(await withRazorpayOrder(order)) };
}

const view = async (shopperId: string, orderId: string) => toOrderJson(await shopperOrder(shopperId, orderId));
const mailsTo = (email: string) => prisma.outboxMail.findMany({ where: { to: email }, orderBy: { id: "asc" } });
const send = (hook: { body: string; headers: Record<string, string> }) =>
  handleRazorpayWebhook(hook.body, hook.headers["x-razorpay-signature"], hook.headers["x-razorpay-event-id"]);
const paymentEntity = (paymentId: string) => ({ payment: { entity: standIn.payments.get(paymentId) } });
/** A refund row made by hand is owed on the order's ledger too, as the paths that owe refunds write it. */
const owe = (orderId: string, amountPaise: number) =>
  prisma.$transaction((tx) => postEntries(tx, orderId, { by: "owner", actorId: null }, [{ kind: "refund_owed", amountPaise, reason: "Owed" }]));

describe(`Razorpay payments (${database().kind})`, () => {
  it("placing makes one Razorpay order for the payable amount and answers what Checkout needs; asking again makes none", async () => {
    const { shopper, order } = await placed();
    expect(order.payment).toMatchObject({ method: "razorpay", status: "pending", amount: 1763.01 });
    expect(order.payment.razorpay).toEqual({ orderId: expect.stringMatching(/^order_/), keyId: keys.keyId, amount: 176301, currency: "INR" });
    expect(standIn.orders.get(order.payment.razorpay!.orderId)).toMatchObject({ amount: 176301, receipt: order.number });
    const posts = standIn.requests.filter((r) => r === "POST /v1/orders").length;
    const again = toOrderJson(await withRazorpayOrder(await shopperOrder(shopper.id, order.id)));
    expect(again.payment.razorpay).toEqual(order.payment.razorpay);
    expect(standIn.requests.filter((r) => r === "POST /v1/orders").length).toBe(posts);
  });

  it("Checkout's answer with Razorpay's signature marks the order paid once, with its event and mail; a tampered one is 400 and changes nothing", async () => {
    const { shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    await expect(
      verifyCheckoutPayment(shopper.id, { ...paid, razorpay_signature: paid.razorpay_signature.replace(/^./, (c) => (c === "0" ? "1" : "0")) }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { razorpay_signature: ["Does not match the order and payment."] },
    });
    const other = await newUser();
    await expect(verifyCheckoutPayment(other.id, paid)).rejects.toMatchObject({ status: 404 });
    expect((await view(shopper.id, order.id)).payment.status).toBe("pending");

    await verifyCheckoutPayment(shopper.id, paid);
    await verifyCheckoutPayment(shopper.id, paid);
    const after = await view(shopper.id, order.id);
    expect(after.payment).toMatchObject({ status: "paid", reference: paid.razorpay_payment_id, paidAt: expect.any(String) });
    expect(after.payment.razorpay).toBeUndefined();
    expect(after.due).toBe(0);
    expect(after.events.filter((e) => e.type === "paid")).toEqual([
      expect.objectContaining({ by: "shopper", note: `₹1,763.01 through Razorpay, payment ${paid.razorpay_payment_id}` }),
    ]);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } });
    expect((await mailsTo(user.email!)).map((m) => m.subject)).toContain(`Your order ${order.number}: payment received`);
  });

  it("webhooks: a forged signature is 400 and changes nothing; payment.captured pays; the same event again is ignored; payment.failed after it leaves it paid", async () => {
    const { shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    const captured = standIn.webhook("payment.captured", paymentEntity(paid.razorpay_payment_id));
    await expect(handleRazorpayWebhook(captured.body, "0".repeat(64), captured.headers["x-razorpay-event-id"])).rejects.toMatchObject({ status: 400 });
    await expect(handleRazorpayWebhook(captured.body.replace("176301", "100"), captured.headers["x-razorpay-signature"], "evt_x")).rejects.toMatchObject({
      status: 400,
    });
    await expect(handleRazorpayWebhook(captured.body, null, null)).rejects.toMatchObject({ status: 400 });
    expect((await view(shopper.id, order.id)).payment.status).toBe("pending");
    expect(await prisma.webhookEvent.count({ where: { id: `razorpay:${captured.headers["x-razorpay-event-id"]}` } })).toBe(0);

    expect(await send(captured)).toBe("handled");
    expect(await send(captured)).toBe("repeated");
    const failed = standIn.webhook("payment.failed", {
      payment: { entity: { ...standIn.payments.get(paid.razorpay_payment_id), status: "failed", error_description: "Bank declined" } },
    });
    expect(await send(failed)).toBe("ignored");
    const after = await view(shopper.id, order.id);
    expect(after.payment).toMatchObject({ status: "paid", reference: paid.razorpay_payment_id });
    expect(after.events.filter((e) => e.type === "paid" || e.type === "payment_failed").map((e) => [e.type, e.by])).toEqual([["paid", "system"]]);
  });

  it("the same event delivered twice at once, and Checkout's answer racing it, pay the order once", async () => {
    const { shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    const captured = standIn.webhook("payment.captured", paymentEntity(paid.razorpay_payment_id));
    const outcomes = await Promise.all([send(captured), send(captured), verifyCheckoutPayment(shopper.id, paid).then(() => "verified")]);
    expect(outcomes.filter((o) => o === "repeated")).toHaveLength(1);
    const after = await view(shopper.id, order.id);
    expect(after.payment.status).toBe("paid");
    expect(after.events.filter((e) => e.type === "paid")).toHaveLength(1);
  });

  it("payment.failed marks a waiting payment failed, and a later order.paid still pays it", async () => {
    const { shopper, order } = await placed();
    const rzpOrder = order.payment.razorpay!.orderId;
    const attempt = {
      id: "pay_Failed00000001",
      entity: "payment",
      amount: 176301,
      currency: "INR",
      status: "failed",
      order_id: rzpOrder,
      error_description: "Bank declined",
    };
    expect(await send(standIn.webhook("payment.failed", { payment: { entity: attempt } }))).toBe("handled");
    expect((await view(shopper.id, order.id)).payment.status).toBe("failed");
    const paid = standIn.pay(rzpOrder);
    expect(await send(standIn.webhook("order.paid", { ...paymentEntity(paid.razorpay_payment_id), order: { entity: standIn.orders.get(rzpOrder) } }))).toBe(
      "handled",
    );
    expect((await view(shopper.id, order.id)).payment).toMatchObject({ status: "paid", reference: paid.razorpay_payment_id });
  });

  it("a captured payment of less than is due counts towards the order; one for an order not the shop's pays nothing", async () => {
    const { shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    const entity = { ...standIn.payments.get(paid.razorpay_payment_id)!, amount: 100 };
    // Issue 39: money of a smaller amount is counted towards what is due, which the order then asks.
    expect(await send(standIn.webhook("payment.captured", { payment: { entity } }))).toBe("handled");
    expect(await view(shopper.id, order.id)).toMatchObject({ due: 1762.01, payment: { status: "pending", refunded: 0 } });
    expect(await send(standIn.webhook("payment.captured", { payment: { entity: { ...entity, amount: 176301, order_id: "order_NotOurs0000001" } } }))).toBe(
      "ignored",
    );
    expect((await view(shopper.id, order.id)).payment.status).toBe("pending");
  });

  it("cancelling a paid line refunds its amount through Razorpay once, even sent twice; refund.processed after it changes nothing more", async () => {
    const { shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    await verifyCheckoutPayment(shopper.id, paid);
    const line = order.items[1];
    await cancelOrder(shopper.id, order.id, [line._id]);
    await sendPendingRazorpayRefunds(order.id);
    const made = [...standIn.refunds.values()].filter((r) => r.payment_id === paid.razorpay_payment_id);
    expect(made).toEqual([expect.objectContaining({ amount: 48902, status: "processed", receipt: expect.any(String) })]);
    const after = await view(shopper.id, order.id);
    expect(after.payment).toMatchObject({ status: "partially_refunded", refunded: 489.02, pendingRefund: 0 });
    expect(after.events.filter((e) => e.type === "refunded")).toEqual([
      expect.objectContaining({ by: "system", note: `₹489.02 refunded through Razorpay, refund ${made[0].id}.` }),
    ]);
    const row = await prisma.refund.findFirstOrThrow({ where: { payment: { orderId: order.id } } });
    expect(row).toMatchObject({ status: "processed", providerRefundId: made[0].id, amountPaise: 48902, lineIds: [line._id] });
    expect(made[0].receipt).toBe(row.id);

    expect(await send(standIn.webhook("refund.processed", { refund: { entity: made[0] }, payment: paymentEntity(paid.razorpay_payment_id).payment }))).toBe(
      "ignored",
    );
    expect((await view(shopper.id, order.id)).payment.refunded).toBe(489.02);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } });
    expect((await mailsTo(user.email!)).map((m) => m.subject)).toContain(`Your order ${order.number}: ₹489.02 refunded`);
  });

  it("a refund Razorpay could not be asked for stays pending and is sent by the sweeper later; the last line cancelled refunds the rest", async () => {
    const { seller, shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    await verifyCheckoutPayment(shopper.id, paid);
    standIn.refundsDown = true;
    try {
      await setOrderLineStatus(seller.id, order.items[0]._id, "Cancelled", "Out of stock");
    } finally {
      standIn.refundsDown = false;
    }
    const pending = await prisma.refund.findFirstOrThrow({ where: { payment: { orderId: order.id } } });
    expect(pending).toMatchObject({ status: "pending", providerRefundId: null, amountPaise: 127399 });
    expect((await view(shopper.id, order.id)).payment).toMatchObject({ status: "paid", pendingRefund: 1273.99 });
    expect((await razorpayRefundsOpen()).map((r) => r.id)).toContain(pending.id);

    await retryRazorpayRefunds(new Date());
    expect((await prisma.refund.findUniqueOrThrow({ where: { id: pending.id } })).status).toBe("pending");
    await retryRazorpayRefunds(new Date(Date.now() + 60_000));
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({
      status: "processed",
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect((await view(shopper.id, order.id)).payment).toMatchObject({ status: "partially_refunded", refunded: 1273.99 });
    expect((await razorpayRefundsOpen()).map((r) => r.id)).not.toContain(pending.id);

    await setOrderLineStatus(seller.id, order.items[1]._id, "Cancelled", "Out of stock");
    const second = await prisma.refund.findFirstOrThrow({ where: { payment: { orderId: order.id }, status: "pending" } }).catch(() => null);
    expect(second).toBeNull();
    expect((await view(shopper.id, order.id)).payment).toMatchObject({ status: "refunded", refunded: 1763.01 });
  });

  it("refund.processed settles a refund that was sent but not yet processed, once", async () => {
    const { shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    await verifyCheckoutPayment(shopper.id, paid);
    const payment = await prisma.payment.findUniqueOrThrow({ where: { orderId: order.id } });
    const refund = await prisma.refund.create({
      data: { paymentId: payment.id, amountPaise: 176301, status: "pending", providerRefundId: "rfnd_Sent000000001" },
    });
    await owe(order.id, 176301);
    const entity = {
      id: "rfnd_Sent000000001",
      entity: "refund",
      amount: 176301,
      currency: "INR",
      payment_id: paid.razorpay_payment_id,
      receipt: refund.id,
      status: "processed",
    };
    const wrong = { ...entity, amount: 100 };
    expect(await send(standIn.webhook("refund.processed", { refund: { entity: wrong } }))).toBe("ignored");
    const hook = standIn.webhook("refund.processed", { refund: { entity } });
    expect(await send(hook)).toBe("handled");
    expect(await send(standIn.webhook("refund.processed", { refund: { entity } }))).toBe("ignored");
    expect((await view(shopper.id, order.id)).payment).toMatchObject({ status: "refunded", refunded: 1763.01 });
  });

  it("two processes sending the same refund at once send it once", async () => {
    const { shopper, order } = await placed();
    await verifyCheckoutPayment(shopper.id, standIn.pay(order.payment.razorpay!.orderId));
    const payment = await prisma.payment.findUniqueOrThrow({ where: { orderId: order.id } });
    await prisma.refund.create({ data: { paymentId: payment.id, amountPaise: 10000, status: "pending" } });
    await owe(order.id, 10000);
    await Promise.all([sendPendingRazorpayRefunds(order.id), sendPendingRazorpayRefunds(order.id)]);
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === payment.reference).map((r) => r.amount)).toEqual([10000]);
    expect((await view(shopper.id, order.id)).payment).toMatchObject({ refunded: 100 });
  });

  it("a refund Razorpay refuses is marked failed for the owner, and not asked for again", async () => {
    const { shopper, order } = await placed();
    await verifyCheckoutPayment(shopper.id, standIn.pay(order.payment.razorpay!.orderId));
    const payment = await prisma.payment.findUniqueOrThrow({ where: { orderId: order.id } });
    const refund = await prisma.refund.create({ data: { paymentId: payment.id, amountPaise: 999999, status: "pending" } });
    await owe(order.id, 999999);
    await sendPendingRazorpayRefunds(order.id);
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: refund.id } })).toMatchObject({ status: "failed", providerRefundId: null });
    expect((await razorpayRefundsOpen()).find((r) => r.id === refund.id)).toMatchObject({ status: "failed" });
    const asked = standIn.requests.filter((r) => r === `POST /v1/payments/${payment.reference}/refund`).length;
    await retryRazorpayRefunds(new Date(Date.now() + 60_000));
    expect(standIn.requests.filter((r) => r === `POST /v1/payments/${payment.reference}/refund`).length).toBe(asked);
    expect((await view(shopper.id, order.id)).payment).toMatchObject({ status: "paid", refunded: 0 });
  });

  it("an unpaid Razorpay order expires after the window as a UPI one does; a later payment pays nothing and is refunded in full once, though the webhook and Checkout both report it", async () => {
    const { shopper, order } = await placed();
    const pass = await expireOverduePayments(new Date(Date.now() + 31 * 60_000));
    expect(pass.orderIds).toContain(order.id);
    const after = await view(shopper.id, order.id);
    expect(after.payment.status).toBe("expired");
    expect(after.items.map((item) => item.status)).toEqual(["Cancelled", "Cancelled"]);
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    const captured = standIn.webhook("payment.captured", paymentEntity(paid.razorpay_payment_id));
    const [verified, hooked] = await Promise.allSettled([verifyCheckoutPayment(shopper.id, paid), send(captured)]);
    expect(verified).toMatchObject({ status: "rejected", reason: { status: 409 } });
    expect(hooked).toMatchObject({ status: "fulfilled", value: "handled" });
    await expect(verifyCheckoutPayment(shopper.id, paid)).rejects.toMatchObject({ status: 409 });
    expect(await send(standIn.webhook("order.paid", paymentEntity(paid.razorpay_payment_id)))).toBe("handled");
    await retryRazorpayRefunds(new Date(Date.now() + 60_000));

    const made = [...standIn.refunds.values()].filter((r) => r.payment_id === paid.razorpay_payment_id);
    expect(made).toEqual([expect.objectContaining({ amount: 176301, status: "processed" })]);
    const rows = await prisma.refund.findMany({ where: { payment: { orderId: order.id } } });
    expect(rows).toEqual([
      expect.objectContaining({ status: "processed", providerPaymentId: paid.razorpay_payment_id, providerRefundId: made[0].id, amountPaise: 176301 }),
    ]);
    const later = await view(shopper.id, order.id);
    // The payment asked for was never paid; the money that came late was received and sent back (issue 39: the ledger's figure).
    expect(later.payment).toMatchObject({ status: "expired", refunded: 1763.01, pendingRefund: 0 });
    expect(later.events.filter((e) => e.type === "refunded")).toEqual([
      expect.objectContaining({
        by: "system",
        note: `₹1,763.01 refunded through Razorpay, refund ${made[0].id}. Payment ${paid.razorpay_payment_id} came after the order was cancelled unpaid.`,
      }),
    ]);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } });
    expect((await mailsTo(user.email!)).filter((m) => m.subject === `Your order ${order.number}: ₹1,763.01 refunded`)).toHaveLength(1);
  });

  it("a late payment's refund Razorpay cannot be asked for is on the owner's list and sent by the sweeper", async () => {
    const { order } = await placed();
    await expireOverduePayments(new Date(Date.now() + 31 * 60_000));
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    standIn.refundsDown = true;
    try {
      expect(await send(standIn.webhook("payment.captured", paymentEntity(paid.razorpay_payment_id)))).toBe("handled");
    } finally {
      standIn.refundsDown = false;
    }
    const owed = await prisma.refund.findUniqueOrThrow({ where: { providerPaymentId: paid.razorpay_payment_id } });
    expect(owed).toMatchObject({ status: "pending", providerRefundId: null });
    expect((await razorpayRefundsOpen()).find((r) => r.id === owed.id)).toMatchObject({ providerPaymentId: paid.razorpay_payment_id });
    await retryRazorpayRefunds(new Date(Date.now() + 60_000));
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: owed.id } })).toMatchObject({ status: "processed" });
    expect(standIn.payments.get(paid.razorpay_payment_id)).toMatchObject({ status: "refunded", amount_refunded: 176301 });
  });

  it("the sweeper asks Razorpay about a refund it left pending a while, and settles it once processed", async () => {
    const { shopper, order } = await placed();
    const paid = standIn.pay(order.payment.razorpay!.orderId);
    await verifyCheckoutPayment(shopper.id, paid);
    standIn.refundsPending = true;
    try {
      await cancelOrder(shopper.id, order.id, [order.items[1]._id]);
    } finally {
      standIn.refundsPending = false;
    }
    const sent = await prisma.refund.findFirstOrThrow({ where: { payment: { orderId: order.id } } });
    expect(sent).toMatchObject({ status: "pending", providerRefundId: expect.stringMatching(/^rfnd_/) });
    await checkPendingRazorpayRefunds(new Date(Date.now() + 10 * 60_000));
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: "pending" });

    standIn.refunds.get(sent.providerRefundId!)!.status = "processed";
    await checkPendingRazorpayRefunds(new Date());
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: "pending" });
    await checkPendingRazorpayRefunds(new Date(Date.now() + 10 * 60_000));
    await checkPendingRazorpayRefunds(new Date(Date.now() + 10 * 60_000));
    expect(await prisma.refund.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: "processed", processedAt: expect.any(Date) });
    const after = await view(shopper.id, order.id);
    expect(after.payment).toMatchObject({ status: "partially_refunded", refunded: 489.02 });
    expect(after.events.filter((e) => e.type === "refunded")).toHaveLength(1);
    expect(standIn.requests).toContain(`GET /v1/refunds/${sent.providerRefundId}`);
  });

  it("cancelling a line before paying asks a new Razorpay order for the smaller amount", async () => {
    const { shopper, order } = await placed();
    await cancelOrder(shopper.id, order.id, [order.items[1]._id]);
    const after = toOrderJson(await withRazorpayOrder(await shopperOrder(shopper.id, order.id)));
    expect(after.payment.razorpay).toMatchObject({ amount: 127399 });
    expect(after.payment.razorpay!.orderId).not.toBe(order.payment.razorpay!.orderId);
    expect(standIn.orders.get(after.payment.razorpay!.orderId)).toMatchObject({ amount: 127399, receipt: order.number });
  });
});
