import { beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { database, prisma } from "@/lib/db";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { listShopperOrders, shopperOrder } from "@/lib/orders/shopper";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// lib/orders/status.ts: every status change, by a seller or by the shopper, and the race
// between them. The mail each change records is checked in the outbox here, its delivery in
// order-mail.test.ts.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };

async function placedOrder(shopperId: string, products: { id: string }[]) {
  for (const p of products) await addToCart(shopperId, cartAddSchema.parse({ productId: p.id, quantity: 1 }));
  return toOrderJson((await placeOrder(shopperId, orderInputSchema.parse({ address }))).order);
}

async function shop() {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const products = await Promise.all(["Shirt", "Cap", "Scarf"].map((title) => newProduct(seller.id, { title, size: [] })));
  return { seller, shopper, products };
}

const mailsTo = (email: string) => prisma.outboxMail.count({ where: { to: email } });

describe("the shopper's cancel", () => {
  it("cancels every line still Ordered, leaves accepted and delivered ones, records who cancelled, and mails the seller once", async () => {
    const { seller, shopper, products } = await shop();
    const placed = await placedOrder(shopper.id, products);
    const [shirt, cap, scarf] = placed.items;
    await setOrderLineStatus(seller.id, shirt._id, "Accepted");
    await setOrderLineStatus(seller.id, cap._id, "Accepted");
    await setOrderLineStatus(seller.id, cap._id, "Delivered");
    const sellerMails = await mailsTo(seller.email);

    const after = toOrderJson((await cancelOrder(shopper.id, placed.id)).order);
    expect(after.items.map((l) => [l._id, l.status, l.cancelledBy])).toEqual([
      [shirt._id, "Accepted", null],
      [cap._id, "Delivered", null],
      [scarf._id, "Cancelled", "shopper"],
    ]);
    expect(after.paymentMethod).toBe("cod");
    expect(await mailsTo(seller.email)).toBe(sellerMails + 1);
    // Nothing left to cancel: 409, and no more mail.
    await expect(cancelOrder(shopper.id, placed.id)).rejects.toMatchObject({ status: 409 });
    expect(await mailsTo(seller.email)).toBe(sellerMails + 1);
  });

  it("with lineIds cancels only those; a line of another order is 400; a seller's cancel says seller", async () => {
    const { seller, shopper, products } = await shop();
    const placed = await placedOrder(shopper.id, products);
    const other = await placedOrder(shopper.id, products.slice(0, 1));
    const [shirt, cap, scarf] = placed.items;
    await expect(cancelOrder(shopper.id, placed.id, [shirt._id, other.items[0]._id])).rejects.toMatchObject({
      status: 400,
      fields: { lineIds: [expect.stringContaining(other.items[0]._id)] },
    });
    expect(toOrderJson(await shopperOrder(shopper.id, placed.id)).items.every((l) => l.status === "Ordered")).toBe(true);

    const after = toOrderJson((await cancelOrder(shopper.id, placed.id, [cap._id])).order);
    expect(after.items.map((l) => l.status)).toEqual(["Ordered", "Cancelled", "Ordered"]);
    await setOrderLineStatus(seller.id, scarf._id, "Cancelled");
    const now = toOrderJson(await shopperOrder(shopper.id, placed.id));
    expect(now.items.map((l) => [l.status, l.cancelledBy])).toEqual([
      ["Ordered", null],
      ["Cancelled", "shopper"],
      ["Cancelled", "seller"],
    ]);
    await expect(cancelOrder(shopper.id, placed.id, [cap._id, scarf._id])).rejects.toMatchObject({ status: 409 });
    expect(toOrderJson((await cancelOrder(shopper.id, placed.id, [shirt._id])).order).items[0].status).toBe("Cancelled");
  });

  it("nobody but the shopper who placed it sees or cancels an order (404), and the order stays as it was", async () => {
    const { seller, shopper, products } = await shop();
    const placed = await placedOrder(shopper.id, products);
    const stranger = await newUser();
    for (const who of [stranger.id, seller.id]) {
      await expect(shopperOrder(who, placed.id)).rejects.toMatchObject({ status: 404 });
      await expect(cancelOrder(who, placed.id)).rejects.toMatchObject({ status: 404 });
      await expect(cancelOrder(who, placed.id, [placed.items[0]._id])).rejects.toMatchObject({ status: 404 });
      expect((await listShopperOrders(who, { limit: 20, offset: 0 })).total).toBe(0);
    }
    expect(toOrderJson(await shopperOrder(shopper.id, placed.id))).toEqual(placed);
  });
});

describe("the shopper's orders", () => {
  it("come newest first, a page at a time, with the total", async () => {
    const { shopper, products } = await shop();
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(await placedOrder(shopper.id, products.slice(0, 1)));
    const ids = placed.map((o) => o.id).reverse();
    expect((await listShopperOrders(shopper.id, { limit: 20, offset: 0 })).orders.map((o) => o.id)).toEqual(ids);
    const page = await listShopperOrders(shopper.id, { limit: 2, offset: 2 });
    expect(page.orders.map((o) => o.id)).toEqual(ids.slice(2, 4));
    expect(page.total).toBe(5);
  });
});

// On PostgreSQL both transactions really run at once: the second update waits for the
// first's row lock, then finds the status changed and takes nothing. PGlite runs them one
// after the other; the outcome must be the same.
describe(`a shopper's cancel racing the seller's accept (${database().kind})`, () => {
  it("ends in exactly one of the two, every time, with exactly its mail (the cancel's to the seller and, confirming it, to the shopper)", async () => {
    const { seller, shopper, products } = await shop();
    const outcomes = { cancelled: 0, accepted: 0 };
    for (let round = 0; round < 15; round++) {
      const placed = await placedOrder(shopper.id, products.slice(0, 1));
      const line = placed.items[0];
      const [shopperMails, sellerMails] = [await mailsTo(shopper.email), await mailsTo(seller.email)];
      const [cancel, accept] = await Promise.allSettled([cancelOrder(shopper.id, placed.id), setOrderLineStatus(seller.id, line._id, "Accepted")]);
      expect(
        [cancel.status, accept.status].filter((s) => s === "fulfilled"),
        `round ${round}`,
      ).toHaveLength(1);
      const stored = await prisma.orderLine.findUniqueOrThrow({ where: { id: line._id } });
      if (cancel.status === "fulfilled") {
        outcomes.cancelled++;
        expect([stored.status, stored.cancelledBy]).toEqual(["Cancelled", "shopper"]);
        expect(accept).toMatchObject({ reason: { status: 400 } });
        expect([await mailsTo(shopper.email), await mailsTo(seller.email)]).toEqual([shopperMails + 1, sellerMails + 1]);
      } else {
        outcomes.accepted++;
        expect([stored.status, stored.cancelledBy]).toEqual(["Accepted", null]);
        expect(cancel).toMatchObject({ reason: { status: 409 } });
        expect([await mailsTo(shopper.email), await mailsTo(seller.email)]).toEqual([shopperMails + 1, sellerMails]);
      }
    }
    expect(outcomes.cancelled + outcomes.accepted).toBe(15);
  });
});
