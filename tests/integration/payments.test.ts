import { describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { database, prisma } from "@/lib/db";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { expireOverduePayments, type ExpiryPass } from "@/lib/flows/expire-unpaid-orders";
import { movableTo } from "@/lib/shared/payment-status";
import { recordRefund } from "@/lib/flows/refunds";
import { decideUpiPayment, submitUtr } from "@/lib/flows/upi-payments";
import { upiPaymentsAwaiting } from "@/lib/payments/queues";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { newProduct, newUser } from "./fixtures.ts";

// lib/payments: cash on delivery's terms, UPI by hand (UTR, the owner's confirm and reject,
// expiry), refunds, on the real database (PGlite, and PostgreSQL with DATABASE_URL).

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const UPI = { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo Fashions" };

const setShop = (changes: Record<string, unknown>) => updateShop(shopUpdateSchema.parse(changes));

async function shop(stock: Record<string, number> | undefined = undefined) {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { title: "Kurta", price: 1299.99, size: [], ...(stock ? { stock } : {}) });
  return { seller, shopper, product };
}

async function order(shopperId: string, productId: string, fields: Record<string, unknown> = {}, quantity = 1) {
  await addToCart(shopperId, cartAddSchema.parse({ productId, quantity }));
  return toOrderJson((await placeOrder(shopperId, orderInputSchema.parse({ address, ...fields }))).order);
}

const view = async (shopperId: string, orderId: string) => toOrderJson(await shopperOrder(shopperId, orderId));
const stockOf = async (id: string) => toProductJson((await findProduct(id))!).stock;
const mailsTo = (email: string) => prisma.outboxMail.findMany({ where: { to: email }, orderBy: { id: "asc" } });
const afterWindow = (minutes = 31) => new Date(Date.now() + minutes * 60_000);

describe("cash on delivery", () => {
  it("is the payment of an order placed without a method (the spec's client), with a cod payment row and no fee", async () => {
    await setShop({ cod: { enabled: true, fee: 0, maxOrder: null }, upi: null });
    const { shopper, product } = await shop();
    const placed = await order(shopper.id, product.id);
    expect(placed.paymentMethod).toBe("cod");
    expect(placed.payment).toEqual({
      method: "cod",
      status: "cod",
      amount: 1273.99,
      refunded: 0,
      reference: null,
      utr: null,
      paidAt: null,
      expiresAt: null,
      pendingRefund: 0,
    });
    expect([placed.codFee, placed.due]).toEqual([0, 1273.99]);
  });

  it("adds the shop's fee to the order and to what is due, until every item is cancelled", async () => {
    await setShop({ cod: { enabled: true, fee: 49, maxOrder: null } });
    const { shopper, product } = await shop();
    const placed = await order(shopper.id, product.id, { paymentMethod: "cod" });
    expect([placed.codFee, placed.due, placed.total, placed.payment.amount]).toEqual([49, 1322.99, 1273.99, 1322.99]);
    const cancelled = toOrderJson((await cancelOrder(shopper.id, placed.id)).order);
    expect(cancelled.due).toBe(0);
  });

  it("is 409 cod_unavailable, saying why, when it is off or the order is above its limit; nothing is ordered", async () => {
    const { shopper, product } = await shop();
    await setShop({ cod: { enabled: false } });
    await expect(order(shopper.id, product.id)).rejects.toMatchObject({
      status: 409,
      code: "cod_unavailable",
      message: "This shop does not take cash on delivery.",
    });
    await setShop({ cod: { enabled: true, maxOrder: 1000 } });
    await expect(order(shopper.id, product.id)).rejects.toMatchObject({
      status: 409,
      code: "cod_unavailable",
      message: "Cash on delivery is for orders up to ₹1,000; this one is ₹2,547.98.",
    });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
    await setShop({ cod: { enabled: true, fee: 0, maxOrder: null } });
  });
});

describe("UPI", () => {
  it("is 400 while the shop has no UPI ID; once set up the order waits for payment with the exact upi:// link", async () => {
    await setShop({ upi: null });
    const { shopper, product } = await shop();
    await expect(order(shopper.id, product.id, { paymentMethod: "upi" })).rejects.toMatchObject({
      status: 400,
      fields: { paymentMethod: ["Not offered by this shop."] },
    });
    await prisma.cartLine.deleteMany({ where: { userId: shopper.id } });
    await expect(order(shopper.id, product.id, { paymentMethod: "razorpay" })).rejects.toMatchObject({ status: 400 });
    await prisma.cartLine.deleteMany({ where: { userId: shopper.id } });

    await setShop({ upi: UPI, paymentWindowMinutes: 20, cod: { fee: 49 } });
    const placed = await order(shopper.id, product.id, { paymentMethod: "upi" });
    expect(placed.codFee).toBe(0);
    expect(placed.due).toBe(1273.99);
    expect(placed.payment).toMatchObject({ method: "upi", status: "pending", amount: 1273.99, utr: null });
    expect(placed.payment.upi).toEqual({
      uri: `upi://pay?pa=vastra.demo@okaxis&pn=Vastra%20Demo%20Fashions&am=1273.99&cu=INR&tn=Order%20${placed.number}&tr=${placed.number}`,
      qr: `/api/order/${placed.id}/upi-qr`,
    });
    const window = Date.parse(placed.payment.expiresAt!) - Date.parse(placed.createdAt);
    expect(window).toBe(20 * 60_000);
    expect(placed.events.map((e) => [e.type, e.by])).toEqual([
      ["placed", "shopper"],
      ["payment_pending", "system"],
    ]);
    await setShop({ paymentWindowMinutes: 30, cod: { fee: 0 } });
  });

  it("takes a UTR once per order: the same again is a no-op, another order's is 409 utr_taken", async () => {
    await setShop({ upi: UPI });
    const { shopper, product } = await shop();
    const first = await order(shopper.id, product.id, { paymentMethod: "upi" });
    const second = await order(shopper.id, product.id, { paymentMethod: "upi" });
    const utr = `4${String(Date.now()).slice(-11)}`;
    await submitUtr(shopper.id, first.id, utr);
    await submitUtr(shopper.id, first.id, utr);
    await expect(submitUtr(shopper.id, second.id, utr)).rejects.toMatchObject({ status: 409, code: "utr_taken" });
    const stranger = await newUser();
    await expect(submitUtr(stranger.id, first.id, `5${utr.slice(1)}`)).rejects.toMatchObject({ status: 404 });
    const seen = await view(shopper.id, first.id);
    expect(seen.payment).toMatchObject({ status: "pending", utr });
    expect(seen.events.filter((e) => e.type === "payment_pending" && e.by === "shopper")).toHaveLength(1);
    expect((await view(shopper.id, second.id)).payment.utr).toBeNull();
    expect((await upiPaymentsAwaiting()).map((p) => p.orderId)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it("is confirmed by the owner: paid, nothing due, the shopper mailed; a reject after that is 409 and it stays paid", async () => {
    await setShop({ upi: UPI });
    const { seller, shopper, product } = await shop();
    const placed = await order(shopper.id, product.id, { paymentMethod: "upi" });
    // A seller cannot accept it before it is paid.
    await expect(setOrderLineStatus(seller.id, placed.items[0]._id, "Accepted")).rejects.toMatchObject({ status: 409, code: "payment_pending" });

    const reference = `6${String(Date.now()).slice(-11)}`;
    await decideUpiPayment(seller.id, placed.id, { status: "paid", reference });
    const paid = await view(shopper.id, placed.id);
    expect(paid.payment).toMatchObject({ status: "paid", reference, utr: reference, amount: 1273.99 });
    expect(paid.payment.paidAt).not.toBeNull();
    expect(paid.payment.upi).toBeUndefined();
    expect(paid.due).toBe(0);
    expect(paid.events.at(-1)).toMatchObject({ type: "paid", by: "owner" });
    expect((await mailsTo(shopper.email)).map((m) => m.subject)).toContain(`Your order ${placed.number}: payment received`);

    await expect(decideUpiPayment(seller.id, placed.id, { status: "failed" })).rejects.toMatchObject({ status: 409 });
    await expect(decideUpiPayment(seller.id, placed.id, { status: "paid", reference: "again" })).rejects.toMatchObject({ status: 409 });
    expect((await view(shopper.id, placed.id)).payment).toMatchObject({ status: "paid", reference });
    // Paid: now the seller accepts it.
    await setOrderLineStatus(seller.id, placed.items[0]._id, "Accepted");
  });

  it("is rejected by the owner: failed, the shopper mailed, and a new UTR makes it wait again", async () => {
    await setShop({ upi: UPI });
    const { seller, shopper, product } = await shop();
    const placed = await order(shopper.id, product.id, { paymentMethod: "upi" });
    await decideUpiPayment(seller.id, placed.id, { status: "failed", reason: "No such credit on the statement." });
    const failed = await view(shopper.id, placed.id);
    expect(failed.payment.status).toBe("failed");
    expect(failed.due).toBe(1273.99);
    expect(failed.payment.upi).toBeDefined();
    expect(failed.events.at(-1)).toMatchObject({ type: "payment_failed", by: "owner", note: "No such credit on the statement." });
    expect((await mailsTo(shopper.email)).at(-1)?.subject).toBe(`Your order ${placed.number}: payment not found`);
    await submitUtr(shopper.id, placed.id, `7${String(Date.now()).slice(-11)}`);
    expect((await view(shopper.id, placed.id)).payment.status).toBe("pending");
    // A cash-on-delivery order is not confirmed by hand.
    await prisma.cartLine.deleteMany({ where: { userId: shopper.id } });
    const cod = await order(shopper.id, product.id);
    await expect(decideUpiPayment(seller.id, cod.id, { status: "paid", reference: "x" })).rejects.toMatchObject({ status: 409 });
  });

  it("expires after its window: the system cancels the order, its stock comes back exactly once, the shopper is mailed", async () => {
    await setShop({ upi: UPI });
    const { shopper, product } = await shop({ "": 5 });
    const placed = await order(shopper.id, product.id, { paymentMethod: "upi" }, 2);
    expect(await stockOf(product.id)).toEqual({ "": 3 });
    // Not yet past its window: nothing happens.
    expect((await expireOverduePayments(new Date())).orderIds).not.toContain(placed.id);

    const pass = await expireOverduePayments(afterWindow());
    expect(pass.orderIds).toContain(placed.id);
    expect(pass.stock.products).toContain(product.id);
    expect(await stockOf(product.id)).toEqual({ "": 5 });
    const expired = await view(shopper.id, placed.id);
    expect(expired.payment.status).toBe("expired");
    expect(expired.items.map((l) => [l.status, l.cancelledBy])).toEqual([["Cancelled", "system"]]);
    expect(expired.due).toBe(0);
    expect(expired.events.slice(-2).map((e) => [e.type, e.by])).toEqual([
      ["cancelled", "system"],
      ["payment_expired", "system"],
    ]);
    expect((await mailsTo(shopper.email)).at(-1)?.subject).toBe(`Your order ${placed.number}: cancelled, not paid in time`);

    // Again, and a late confirmation: nothing moves, the stock stays as it is.
    expect((await expireOverduePayments(afterWindow(60))).orderIds).not.toContain(placed.id);
    await expect(decideUpiPayment(shopper.id, placed.id, { status: "paid", reference: "late" })).rejects.toMatchObject({ status: 409 });
    expect(await stockOf(product.id)).toEqual({ "": 5 });
  });
});

// On PostgreSQL the sweeper's transaction and the owner's confirmation really run at once: the
// second conditional update waits for the first's row lock, then finds the payment changed.
describe(`the expiry racing the owner's confirmation (${database().kind})`, () => {
  it("ends in exactly one of the two, and the stock comes back only when it expired", async () => {
    await setShop({ upi: UPI });
    const { seller, shopper, product } = await shop({ "": 100 });
    const outcomes = { paid: 0, expired: 0 };
    for (let round = 0; round < 10; round++) {
      const placed = await order(shopper.id, product.id, { paymentMethod: "upi" });
      const before = (await stockOf(product.id))![""];
      const [expiry, confirm] = await Promise.allSettled([
        expireOverduePayments(afterWindow()),
        decideUpiPayment(seller.id, placed.id, { status: "paid", reference: `R${round}-${Date.now()}` }),
      ]);
      expect(expiry.status, `round ${round}`).toBe("fulfilled");
      const payment = await prisma.payment.findUniqueOrThrow({ where: { orderId: placed.id } });
      const line = await prisma.orderLine.findFirstOrThrow({ where: { orderId: placed.id } });
      if (confirm.status === "fulfilled") {
        outcomes.paid++;
        expect([payment.status, line.status, (await stockOf(product.id))![""]]).toEqual(["paid", "Ordered", before]);
      } else {
        outcomes.expired++;
        expect(confirm.reason).toMatchObject({ status: 409 });
        expect([payment.status, line.status, (await stockOf(product.id))![""]]).toEqual(["expired", "Cancelled", before + 1]);
      }
    }
    expect(outcomes.paid + outcomes.expired).toBe(10);
  });

  it("a confirmation that commits while the sweeper waits for the row keeps the payment paid, and no stock comes back", async () => {
    await setShop({ upi: UPI });
    const { shopper, product } = await shop({ "": 10 });
    const placed = await order(shopper.id, product.id, { paymentMethod: "upi" });
    let sweep: Promise<ExpiryPass> | undefined;
    // The confirmation's own conditional update, held uncommitted while the sweeper starts: on
    // PostgreSQL the sweeper reads the payment as still pending, then waits on its row lock.
    await prisma.$transaction(async (tx) => {
      const taken = await tx.payment.updateMany({
        where: { orderId: placed.id, status: { in: movableTo("paid") } },
        data: { status: "paid", paidAt: new Date() },
      });
      expect(taken.count).toBe(1);
      sweep = expireOverduePayments(afterWindow());
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    expect((await sweep!).orderIds).not.toContain(placed.id);
    const seen = await view(shopper.id, placed.id);
    expect([seen.payment.status, seen.items[0].status]).toEqual(["paid", "Ordered"]);
    expect(await stockOf(product.id)).toEqual({ "": 9 });
  });
});

describe("refunds of a paid UPI order", () => {
  it("owes the amounts of lines cancelled after paying, and the owner records them: never more than was paid", async () => {
    await setShop({ upi: UPI });
    const { seller, shopper, product } = await shop();
    const other = await newProduct(seller.id, { title: "Dupatta", price: 499, size: [] });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: other.id, quantity: 1 }));
    const placed = await order(shopper.id, product.id, { paymentMethod: "upi" });
    const [kurta, dupatta] = [placed.items.find((l) => l.productId.title === "Kurta")!, placed.items.find((l) => l.productId.title === "Dupatta")!];
    expect(placed.payment.amount).toBe(kurta.amount + dupatta.amount);

    // Not paid yet: nothing to refund.
    await expect(recordRefund(seller.id, placed.id, 100, "RF1")).rejects.toMatchObject({ status: 409 });
    await decideUpiPayment(seller.id, placed.id, { status: "paid", reference: `8${String(Date.now()).slice(-11)}` });

    // The shopper cancels one line after paying: a refund of its amount is owed.
    await cancelOrder(shopper.id, placed.id, [dupatta._id]);
    let seen = await view(shopper.id, placed.id);
    expect([seen.payment.status, seen.payment.pendingRefund, seen.payment.refunded, seen.due]).toEqual(["paid", dupatta.amount, 0, 0]);

    const paise = (rupees: number) => Math.round(rupees * 100);
    await expect(recordRefund(seller.id, placed.id, paise(placed.payment.amount) + 1, "RF2")).rejects.toMatchObject({
      status: 409,
      code: "refund_exceeds_payment",
    });
    await recordRefund(seller.id, placed.id, paise(dupatta.amount), "RF3");
    seen = await view(shopper.id, placed.id);
    expect([seen.payment.status, seen.payment.pendingRefund, seen.payment.refunded]).toEqual(["partially_refunded", 0, dupatta.amount]);
    expect(seen.events.at(-1)).toMatchObject({ type: "refunded", by: "owner" });
    expect((await mailsTo(shopper.email)).at(-1)?.subject).toBe(`Your order ${placed.number}: ₹${dupatta.amount.toFixed(2)} refunded`);

    // The seller cancels the other: refunded in full, and then nothing more can be.
    await setOrderLineStatus(seller.id, kurta._id, "Cancelled", "Out of this colour");
    await recordRefund(seller.id, placed.id, paise(kurta.amount), "RF4");
    seen = await view(shopper.id, placed.id);
    expect([seen.payment.status, seen.payment.refunded]).toEqual(["refunded", placed.payment.amount]);
    await expect(recordRefund(seller.id, placed.id, 1, "RF5")).rejects.toMatchObject({ status: 409 });
  });

  it("an unpaid order whose every line is cancelled asks nothing more and its payment ends", async () => {
    await setShop({ upi: UPI });
    const { shopper, product } = await shop();
    const placed = await order(shopper.id, product.id, { paymentMethod: "upi" });
    const after = toOrderJson((await cancelOrder(shopper.id, placed.id)).order);
    expect([after.payment.status, after.payment.amount, after.due]).toEqual(["expired", 0, 0]);
    expect(after.payment.upi).toBeUndefined();
    expect(await prisma.refund.count({ where: { payment: { orderId: placed.id } } })).toBe(0);
  });
});
