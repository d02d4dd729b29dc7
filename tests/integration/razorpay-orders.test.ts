import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { database, prisma } from "@/lib/db";
import { placeOrder } from "@/lib/flows/place-order";
import { ensureRazorpayOrder, razorpayClient } from "@/lib/payments/razorpay";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { startRazorpayStandIn, STANDIN_KEYS, type RazorpayStandIn } from "../support/razorpay-standin.ts";
import { newProduct, newUser } from "./fixtures.ts";

// lib/payments/razorpay.ts against the local stand-in (tests/support/razorpay-standin.ts) over
// real HTTP with the official SDK: a shop order's Razorpay order is made once, in paise, with
// the order number as its receipt, also when retried after a lost answer or asked for at once.

const keys = STANDIN_KEYS;
const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
let standIn: RazorpayStandIn;
const config = () => ({ ...keys, apiBase: standIn.url });

beforeAll(async () => {
  standIn = await startRazorpayStandIn(keys);
});
afterAll(() => standIn.close());

/**
 * A placed order whose payment is Razorpay's, waiting. This file's shop has no Razorpay keys
 * (placing with it is 400; tests/integration/razorpay-payments.test.ts places with them), so
 * the test turns a placed order's payment into one.
 */
async function razorpayOrder() {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { title: "Banarasi saree", price: 4999, size: [] });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address }));
  await prisma.order.update({ where: { id: order.id }, data: { paymentMethod: "razorpay" } });
  await prisma.payment.update({ where: { orderId: order.id }, data: { method: "razorpay", status: "pending" } });
  return order;
}

const posts = () => standIn.requests.filter((r) => r === "POST /v1/orders").length;

describe(`a Razorpay order for a shop order (${database().kind})`, () => {
  it("is created once, in paise, with the order number as receipt, and stored", async () => {
    const order = await razorpayOrder();
    const before = posts();
    const id = await ensureRazorpayOrder(order.id, config());
    expect(standIn.orders.get(id)).toMatchObject({ amount: 489902, currency: "INR", receipt: order.number, status: "created" });
    expect((await prisma.payment.findUniqueOrThrow({ where: { orderId: order.id } })).providerOrderId).toBe(id);
    expect(await ensureRazorpayOrder(order.id, config())).toBe(id);
    expect(posts()).toBe(before + 1);
  });

  it("after an answer lost on the way is found by its receipt, not made again", async () => {
    const order = await razorpayOrder();
    // Created at Razorpay, but the answer never reached the shop.
    const lost = await razorpayClient(config()).orders.create({ amount: 489902, currency: "INR", receipt: order.number });
    const before = posts();
    expect(await ensureRazorpayOrder(order.id, config())).toBe(lost.id);
    expect(posts()).toBe(before);
  });

  it("asked for three times at once is created once", async () => {
    const order = await razorpayOrder();
    const before = posts();
    const ids = await Promise.all([1, 2, 3].map(() => ensureRazorpayOrder(order.id, config())));
    expect(new Set(ids).size).toBe(1);
    expect(posts()).toBe(before + 1);
  });

  it("is 400 without Razorpay's keys, 502 when Razorpay refuses them, and nothing is stored", async () => {
    const order = await razorpayOrder();
    expect(process.env.RAZORPAY_KEY_ID).toBeUndefined();
    await expect(ensureRazorpayOrder(order.id)).rejects.toMatchObject({ status: 400 });
    await expect(ensureRazorpayOrder(order.id, { ...config(), keySecret: "wrong" })).rejects.toMatchObject({
      status: 502,
      code: "payment_provider_unavailable",
      message: "Razorpay did not create the payment: Authentication failed",
    });
    expect((await prisma.payment.findUniqueOrThrow({ where: { orderId: order.id } })).providerOrderId).toBeNull();
  });
});
