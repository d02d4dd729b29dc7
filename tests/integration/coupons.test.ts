import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, applyCartCoupon, cartWithCoupon, removeCartCoupon, setLineQuantity } from "./cart-json.ts";
import { createCoupon, currentOffers, endCoupon, listCoupons, updateCoupon } from "./coupon-json.ts";
import { prisma } from "@/lib/db";
import type { InvoiceDocument } from "@/lib/invoices/document";
import { figuresOf } from "@/lib/ledger/figures";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { checkoutQuotes } from "@/lib/views/order-quote";
import { askReturn } from "@/lib/flows/ask-return";
import { moveReturn } from "@/lib/flows/move-return";
import { shopperOrder } from "@/lib/orders/shopper";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { updateShop } from "@/lib/shop/profile";
import { DEMO_SHOP } from "@/lib/seed/shop";
import { cartAddSchema } from "@/lib/validation/cart";
import { couponCreateSchema, couponUpdateSchema } from "@/lib/validation/coupons";
import { orderInputSchema } from "@/lib/validation/orders";
import { returnAskSchema, returnMoveSchema } from "@/lib/validation/returns";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { ADDRESS, deliverLine, newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Coupons (issue 43) on the real database: PGlite by default, PostgreSQL with DATABASE_URL (the
// race of twenty orders then really runs at once).

beforeAll(shopWithoutCodConfirmation);

let serial = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${serial++}`;
const coupon = (fields: Record<string, unknown>) =>
  createCoupon(couponCreateSchema.parse({ code: fresh("C"), description: "An offer", kind: "percent", value: 10, ...fields }));
const add = (userId: string, productId: string, quantity = 1) => addToCart(userId, cartAddSchema.parse({ productId, quantity, size: "M" }));
const place = (userId: string, body: Record<string, unknown> = {}) => placeOrder(userId, orderInputSchema.parse({ address: ADDRESS, ...body }));
const HOUR = 60 * 60 * 1000;

async function shopperWithCart(price = 1000, quantity = 1, fields: Record<string, unknown> = {}) {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { price, ...fields });
  await add(shopper.id, product.id, quantity);
  return { seller, shopper, product };
}

describe("applying a code to the cart", () => {
  it("shows the discount on the items after the 2%, matched without regard to case, and re-checks it when the cart changes", async () => {
    const offer = await coupon({ minOrder: 1500, maxDiscount: 150 });
    const { shopper, product } = await shopperWithCart(1000, 2);
    // ₹2,000 less 2% is ₹1,960; 10% is ₹196, capped at ₹150.
    const cart = await applyCartCoupon(shopper.id, offer.code.toLowerCase());
    expect(cart).toMatchObject({ total: 2000, coupon: { code: offer.code, discount: 150, applied: true }, couponDiscount: 150 });
    expect(cart.coupon).not.toHaveProperty("reason");

    await setLineQuantity(shopper.id, 0, 1);
    const below = await cartWithCoupon(shopper.id);
    expect(below.coupon).toMatchObject({ code: offer.code, discount: 0, applied: false, reasonCode: "coupon_min_order" });
    expect(below.coupon?.reason).toMatch(/₹520 more/);
    expect(below.couponDiscount).toBe(0);

    await add(shopper.id, product.id, 1);
    expect((await cartWithCoupon(shopper.id)).coupon).toMatchObject({ applied: true, discount: 150 });
    expect(await removeCartCoupon(shopper.id)).not.toHaveProperty("coupon");
  });

  it("refuses each way a code cannot apply, with its code, and keeps what the cart held", async () => {
    const { shopper } = await shopperWithCart(1000);
    const now = Date.now();
    const held = await coupon({});
    await applyCartCoupon(shopper.id, held.code);
    const refusal = (code: string) =>
      applyCartCoupon(shopper.id, code).then(
        () => "applied",
        (error: { status: number; code: string }) => `${error.status} ${error.code}`,
      );
    expect(await refusal("NOSUCHCODE")).toBe("404 coupon_unknown");
    expect(await refusal((await coupon({ endsAt: new Date(now - HOUR).toISOString() })).code)).toBe("409 coupon_expired");
    const ended = await coupon({});
    await endCoupon(ended.code);
    expect(await refusal(ended.code)).toBe("409 coupon_expired");
    expect(await refusal((await coupon({ startsAt: new Date(now + HOUR).toISOString() })).code)).toBe("409 coupon_not_started");
    expect(await refusal((await coupon({ minOrder: 5000 })).code)).toBe("409 coupon_min_order");
    expect(await refusal((await coupon({ categories: ["sarees"] })).code)).toBe("409 coupon_not_eligible");
    const usedUp = await coupon({ totalUses: 1 });
    await prisma.coupon.update({ where: { code: usedUp.code }, data: { uses: 1 } });
    expect(await refusal(usedUp.code)).toBe("409 coupon_used_up");
    expect((await cartWithCoupon(shopper.id)).coupon).toMatchObject({ code: held.code, applied: true });
  });

  it("lists the public coupons on now, and the owner's with what they did", async () => {
    const listed = await coupon({ public: true, kind: "flat", value: 100, minOrder: 999 });
    const hidden = await coupon({});
    const later = await coupon({ public: true, startsAt: new Date(Date.now() + HOUR).toISOString() });
    const offers = await currentOffers();
    expect(offers).toContainEqual({
      code: listed.code,
      description: "An offer",
      kind: "flat",
      value: 100,
      maxDiscount: null,
      minOrder: 999,
      endsAt: null,
      prepaidOnly: false,
      firstOrderOnly: false,
    });
    expect(offers.map((o) => o.code)).not.toContain(hidden.code);
    expect(offers.map((o) => o.code)).not.toContain(later.code);
    const changed = await updateCoupon(hidden.code, couponUpdateSchema.parse({ public: true, kind: "flat", value: 50 }));
    expect(changed).toMatchObject({ kind: "flat", value: 50, public: true, uses: 0, discountGiven: 0 });
    await expect(updateCoupon(hidden.code, couponUpdateSchema.parse({ kind: "percent" }))).rejects.toMatchObject({ status: 400 });
    await prisma.coupon.update({ where: { code: hidden.code }, data: { uses: 3 } });
    await expect(updateCoupon(hidden.code, couponUpdateSchema.parse({ totalUses: 2 }))).rejects.toMatchObject({
      status: 400,
      fields: { totalUses: ["At least 3, the uses it has."] },
    });
    expect(await updateCoupon(hidden.code, couponUpdateSchema.parse({ totalUses: 3 }))).toMatchObject({ totalUses: 3, uses: 3 });
    await expect(coupon({ code: listed.code.toLowerCase() })).rejects.toMatchObject({ status: 409 });
    expect((await listCoupons()).map((c) => c.code)).toEqual(expect.arrayContaining([listed.code, hidden.code, later.code]));
  });
});

describe("placing an order with a coupon", () => {
  it("takes the coupon off every line's amount, charges the ledger the items after it, counts the use and empties the cart of it", async () => {
    const offer = await coupon({ kind: "flat", value: 100 });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { price: 799.5 });
    const saree = await newProduct(seller.id, { price: 1299.99 });
    await add(shopper.id, shirt.id, 2);
    await add(shopper.id, saree.id, 1);
    await applyCartCoupon(shopper.id, offer.code);
    // The specification's client sends the total it saw (MRP less 2%): still the same figure.
    const { order } = await place(shopper.id, { total: 2841.01 });
    const json = toOrderJson(order);
    expect(json).toMatchObject({ mrp: 2898.99, discount: 57.98, total: 2841.01, couponDiscount: 100, prepaidDiscount: 0, coupon: { code: offer.code } });
    expect(json.payable).toBe(2741.01);
    expect(order.lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(274101);
    expect(figuresOf(order.ledger).chargedPaise).toBe(274101);
    expect(json.due).toBe(2741.01);
    expect(await cartWithCoupon(shopper.id)).toEqual({ cartItems: [], total: 0 });
    expect((await listCoupons()).find((c) => c.code === offer.code)).toMatchObject({ uses: 1, discountGiven: 100, sales: 2741.01 });
  });

  it("is exactly today's order without a coupon", async () => {
    const { shopper } = await shopperWithCart(799.5, 2);
    const json = toOrderJson((await place(shopper.id)).order);
    expect(json).toMatchObject({ total: 1567.02, couponDiscount: 0, prepaidDiscount: 0, coupon: null, payable: 1567.02 });
    expect(json.items[0].amount).toBe(1567.02);
  });

  it("shares a category coupon over that category's lines only", async () => {
    const offer = await coupon({ kind: "flat", value: 200, categories: ["sarees"] });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { price: 1000, category: ["shirts"] });
    const saree = await newProduct(seller.id, { price: 1000, category: ["sarees", "women"] });
    await add(shopper.id, shirt.id);
    await add(shopper.id, saree.id);
    await applyCartCoupon(shopper.id, offer.code);
    const { order } = await place(shopper.id);
    expect(order.lines.map((line) => line.amountPaise)).toEqual([98000, 78000]);
  });

  it("lets a shopper use a code once, and again once the order with it is cancelled whole; a partly cancelled order keeps it", async () => {
    const offer = await coupon({ totalUses: 10 });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { price: 1000 });
    const usesOf = async () => (await prisma.coupon.findUniqueOrThrow({ where: { code: offer.code } })).uses;

    await add(shopper.id, shirt.id);
    await add(shopper.id, (await newProduct(seller.id, { price: 500 })).id);
    await applyCartCoupon(shopper.id, offer.code);
    const first = (await place(shopper.id)).order;
    expect(await usesOf()).toBe(1);
    await add(shopper.id, shirt.id);
    await expect(applyCartCoupon(shopper.id, offer.code)).rejects.toMatchObject({
      status: 409,
      code: "coupon_used_up",
      message: "You have already used this code.",
    });

    await cancelOrder(shopper.id, first.id, [first.lines[0].id]);
    expect(await usesOf()).toBe(1);
    await expect(applyCartCoupon(shopper.id, offer.code)).rejects.toMatchObject({ code: "coupon_used_up" });
    const cancelled = await cancelOrder(shopper.id, first.id);
    expect(await usesOf()).toBe(0);
    expect(toOrderJson(cancelled.order)).toMatchObject({ couponDiscount: 147, coupon: { code: offer.code } });
    await applyCartCoupon(shopper.id, offer.code);
    await place(shopper.id);
    expect(await usesOf()).toBe(1);
  });

  it("is a first order's only while the shopper has no order that was not cancelled whole", async () => {
    const welcome = await coupon({ firstOrderOnly: true, perShopperUses: 5 });
    const { shopper, product } = await shopperWithCart(1000);
    const first = (await place(shopper.id)).order;
    await add(shopper.id, product.id);
    await expect(applyCartCoupon(shopper.id, welcome.code)).rejects.toMatchObject({
      code: "coupon_not_eligible",
      message: "This code is for your first order.",
    });
    await cancelOrder(shopper.id, first.id);
    expect((await applyCartCoupon(shopper.id, welcome.code)).coupon).toMatchObject({ applied: true, discount: 98 });
  });

  it("refuses a prepaid-only code with cash on delivery, ordering nothing and keeping the cart", async () => {
    const online = await coupon({ prepaidOnly: true });
    const { shopper } = await shopperWithCart(1000);
    await applyCartCoupon(shopper.id, online.code);
    await expect(place(shopper.id)).rejects.toMatchObject({ status: 409, code: "coupon_not_eligible" });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
    expect((await cartWithCoupon(shopper.id)).cartItems).toHaveLength(1);
  });

  it("gives a 5-use coupon to exactly 5 of 20 shoppers ordering at once; the others order nothing and keep their carts", async () => {
    const offer = await coupon({ totalUses: 5 });
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id, { price: 500 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    for (const shopper of shoppers) {
      await add(shopper.id, product.id);
      await applyCartCoupon(shopper.id, offer.code);
    }
    const results = await Promise.allSettled(shoppers.map((shopper) => place(shopper.id)));
    const placed = results.filter((result) => result.status === "fulfilled");
    expect(placed).toHaveLength(5);
    for (const result of results) if (result.status === "rejected") expect(result.reason).toMatchObject({ status: 409, code: "coupon_used_up" });
    expect(await prisma.order.count({ where: { couponId: { not: null }, coupon: { code: offer.code } } })).toBe(5);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { code: offer.code } })).uses).toBe(5);
    const carts = await Promise.all(shoppers.map((shopper) => cartWithCoupon(shopper.id)));
    expect(carts.filter((cart) => cart.cartItems.length === 1)).toHaveLength(15);
  }, 60_000);
});

describe("the discount for paying online", () => {
  it("comes off a UPI order after the coupon, capped, as checkout showed it; cash on delivery gets none", async () => {
    await updateShop(shopUpdateSchema.parse({ upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo" }, prepaid: { percent: 5, max: 50 } }));
    try {
      const offer = await coupon({});
      const seller = await newUser({ admin: true });
      const shopper = await newUser();
      const product = await newProduct(seller.id, { price: 400 });
      await add(shopper.id, product.id, 2);
      await applyCartCoupon(shopper.id, offer.code);
      // ₹800 → ₹784 after the 2% → ₹705.60 after 10%; 5% of it is ₹35.28 (under the ₹50 cap).
      const quotes = await checkoutQuotes(shopper.id);
      expect(quotes.find((q) => q.method === "upi")).toMatchObject({ couponDiscountPaise: 7840, prepaidDiscountPaise: 3528, payablePaise: 67032 });
      expect(quotes.find((q) => q.method === "cod")).toMatchObject({ couponDiscountPaise: 7840, prepaidDiscountPaise: 0, payablePaise: 70560 });
      const json = toOrderJson((await place(shopper.id, { paymentMethod: "upi" })).order);
      expect(json).toMatchObject({ total: 784, couponDiscount: 78.4, prepaidDiscount: 35.28, payable: 670.32, due: 670.32, payment: { amount: 670.32 } });
      expect(json.items[0].amount).toBe(670.32);

      await updateShop(shopUpdateSchema.parse({ prepaid: { percent: 10, max: 20 } }));
      await add(shopper.id, product.id, 1);
      const capped = toOrderJson((await place(shopper.id, { paymentMethod: "upi" })).order);
      expect(capped).toMatchObject({ total: 392, couponDiscount: 0, prepaidDiscount: 20, payable: 372 });
      await add(shopper.id, product.id, 1);
      expect(toOrderJson((await place(shopper.id)).order)).toMatchObject({ prepaidDiscount: 0, payable: 392 });
    } finally {
      await updateShop(shopUpdateSchema.parse({ upi: null, prepaid: { percent: 0, max: 0 } }));
    }
  });
});

describe("the invoice and the credit note of a line with a coupon", () => {
  it("tax the line's amount after the coupon: a ₹2,700 kurta with 10% off is taxed at 5%, and its return credits that amount", async () => {
    await updateShop(shopUpdateSchema.parse(DEMO_SHOP));
    const offer = await coupon({});
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const kurta = await newProduct(seller.id, { title: "Silk kurta", price: 2700, category: ["kurtas"] });
    await applyCartCoupon(shopper.id, offer.code);
    const { order, line } = await deliverLine(seller.id, shopper.id, kurta.id);
    // ₹2,700 less 2% is ₹2,646; less 10% is ₹2,381.40: below ₹2,500 a unit, 5%.
    expect(line.amountPaise).toBe(238140);
    expect(order.couponDiscountPaise).toBe(26460);
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { orderId: order.id } });
    expect((invoice.document as unknown as InvoiceDocument).lines[0]).toMatchObject({ totalPaise: 238140, rate: 5 });

    const { request } = await askReturn(
      shopper.id,
      order.id,
      returnAskSchema.parse({ lines: [{ lineId: line.id, quantity: 1, reason: "too_small" }], refundTo: { upi: "asha@okhdfc" } }),
    );
    const seller$ = { id: seller.id, admin: true, owner: false };
    await moveReturn(seller$, request.id, returnMoveSchema.parse({ status: "approved", carrier: "Delhivery", awb: "RP100300" }));
    await moveReturn(seller$, request.id, returnMoveSchema.parse({ status: "picked_up" }));
    await moveReturn(seller$, request.id, returnMoveSchema.parse({ status: "received" }));
    const note = await prisma.creditNote.findFirstOrThrow({ where: { orderId: order.id } });
    expect((note.document as { lines: { totalPaise: number; rate: number }[] }).lines).toMatchObject([{ totalPaise: 238140, rate: 5 }]);
    // Cash is collected in whole rupees (₹2,381 for ₹2,381.40): all of it is owed back.
    expect(toOrderJson(await shopperOrder(shopper.id, order.id)).payment.pendingRefund).toBe(2381);
  });
});
