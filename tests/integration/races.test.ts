import { describe, expect, it } from "vitest";
import { addToCart, getCart } from "./cart-json.ts";
import { prisma } from "@/lib/db";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { newProduct, newUser, whileCheckoutsFail } from "./fixtures.ts";

/** A shopper row without hashing a password (nobody logs in here), so 25 cost nothing. */
async function quickShopper(n: number) {
  const tag = `racer_${n}_${Math.random().toString(36).slice(2, 8)}`;
  return prisma.user.create({ data: { firstName: "Racer", email: `${tag}@example.com`, username: tag, passwordHash: "-" }, select: { id: true } });
}

// Concurrent requests against one database, as several server instances would send them.
// On PostgreSQL these really interleave; on PGlite they queue, and the answers must be the
// same either way.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const order = (userId: string, key?: string, body: Record<string, unknown> = {}) =>
  placeOrder(userId, orderInputSchema.parse({ address, ...body }), key).then((placed) => toOrderJson(placed.order));
const add = (userId: string, productId: string, quantity = 1) => addToCart(userId, cartAddSchema.parse({ productId, quantity }));

describe("checkouts at the same time", () => {
  it("25 shoppers ordering at once each get exactly their own cart", async () => {
    const seller = await newUser({ admin: true });
    const products = await Promise.all([1, 2, 3].map((n) => newProduct(seller.id, { title: `P${n}`, price: 100 * n, size: [] })));
    const shoppers = await Promise.all(Array.from({ length: 25 }, (_, n) => quickShopper(n)));
    for (const [i, shopper] of shoppers.entries()) {
      await add(shopper.id, products[i % 3].id, (i % 5) + 1);
      if (i % 2) await add(shopper.id, products[(i + 1) % 3].id, 1);
    }
    const placed = await Promise.all(shoppers.map((s) => order(s.id)));
    for (const [i, result] of placed.entries()) {
      const expected = [[products[i % 3].id, (i % 5) + 1], ...(i % 2 ? [[products[(i + 1) % 3].id, 1]] : [])];
      expect(result.items.map((line) => [line.productId._id, line.quantity])).toEqual(expected);
      const row = await prisma.order.findUniqueOrThrow({ where: { id: result.id } });
      expect(row.userId).toBe(shoppers[i].id);
    }
    expect(await prisma.order.count()).toBe(25);
    expect(await prisma.cartLine.count()).toBe(0);
  });

  it("20 copies of one checkout with the same Idempotency-Key place one order and all answer with it", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await quickShopper(0);
    const product = await newProduct(seller.id, { size: [] });
    await add(shopper.id, product.id, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(shopper.id, "checkout-1")));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(1);
    // The same key with another body is refused, not answered with the first order.
    await expect(order(shopper.id, "checkout-1", { address: { ...address, pin: "110001" } })).rejects.toMatchObject({ status: 422 });
  });

  it("an add racing a checkout is either in that order or still in the cart, never both or neither", async () => {
    const seller = await newUser({ admin: true });
    const [shirt, cap] = await Promise.all([newProduct(seller.id, { title: "Shirt", size: [] }), newProduct(seller.id, { title: "Cap", size: [] })]);
    for (let round = 0; round < 12; round++) {
      const shopper = await quickShopper(round);
      await add(shopper.id, shirt.id, 1);
      // One add raises the ordered line's quantity, the other makes a new line.
      const [placed] = await Promise.all([order(shopper.id), add(shopper.id, shirt.id, 1), add(shopper.id, cap.id, 1)]);
      const cart = await getCart(shopper.id);
      const count = (lines: { productId: { _id: string | null }; quantity: number }[], id: string) =>
        lines.filter((l) => l.productId._id === id).reduce((sum, l) => sum + l.quantity, 0);
      expect(count(placed.items, shirt.id) + count(cart.cartItems, shirt.id), `round ${round}: shirts ordered + kept`).toBe(2);
      expect(count(placed.items, cap.id) + count(cart.cartItems, cap.id), `round ${round}: caps ordered + kept`).toBe(1);
      const stored = await prisma.orderLine.findMany({ where: { orderId: placed.id } });
      expect(stored.map((l) => [l.productId, l.quantity]).sort()).toEqual(placed.items.map((l) => [l.productId._id, l.quantity]).sort());
    }
  });
});

// The last units of a size: the conditional update in lib/stock/units.ts is what keeps two
// checkouts from both taking them. On PostgreSQL the 20 transactions really run at once.
describe("the last units, bought at the same time", () => {
  const stockOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id }, select: { stock: true } })).stock;

  it("5 left, 20 shoppers with 1 each: exactly 5 orders, 15 refusals naming what is left, stock 0", async () => {
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id, { title: "Last shirt", size: ["M"], stock: { M: 5 } });
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, n) => quickShopper(n)));
    for (const shopper of shoppers) await add(shopper.id, product.id, 1);
    const results = await Promise.allSettled(shoppers.map((s) => order(s.id)));
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const reason of refused) {
      expect(reason).toMatchObject({ status: 409, code: "out_of_stock", fields: { "items.0": ["Last shirt (size M): out of stock."] } });
    }
    expect(await stockOf(product.id)).toEqual({ M: 0 });
    const sold = await prisma.orderLine.aggregate({ where: { productId: product.id }, _sum: { quantity: true } });
    expect(sold._sum.quantity).toBe(5);
    // The refused keep their carts.
    expect(await prisma.cartLine.count({ where: { productId: product.id } })).toBe(15);
  });

  it("4 left, two shoppers wanting 3 each: one order, the other told 1 is left", async () => {
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id, { title: "Kurta", size: [], stock: { "": 4 } });
    for (let round = 0; round < 5; round++) {
      await prisma.product.update({ where: { id: product.id }, data: { stock: { "": 4 } } });
      const shoppers = await Promise.all([quickShopper(round * 2), quickShopper(round * 2 + 1)]);
      for (const shopper of shoppers) await add(shopper.id, product.id, 3);
      const results = await Promise.allSettled(shoppers.map((s) => order(s.id)));
      expect(results.map((r) => r.status).sort(), `round ${round}`).toEqual(["fulfilled", "rejected"]);
      const reason = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []))[0];
      expect(reason).toMatchObject({ status: 409, code: "out_of_stock", fields: { "items.0": ["Kurta: only 1 left."] } });
      expect(await stockOf(product.id), `round ${round}`).toEqual({ "": 1 });
    }
  });
});

// Crash safety, made deterministic: the checkout's last write (emptying the cart) fails, as
// if the server died there. Everything before it in the transaction (the order, its lines)
// must vanish with it; `npm run crash-test` shows the same with a real kill -9.
describe("a checkout that dies half way", () => {
  it("leaves no order, no line and the whole cart; the retry with the same key then orders once", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await quickShopper(0);
    const [shirt, cap] = await Promise.all([newProduct(seller.id, { title: "Shirt", size: [] }), newProduct(seller.id, { title: "Cap", size: [] })]);
    await add(shopper.id, shirt.id, 2);
    await add(shopper.id, cap.id, 1);
    const cartBefore = await getCart(shopper.id);
    await whileCheckoutsFail(shopper.id, () => expect(order(shopper.id, "dies-1")).rejects.toThrow(/power cut/));
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
    expect(await prisma.orderLine.count({ where: { sellerId: seller.id } })).toBe(0);
    expect(await getCart(shopper.id)).toEqual(cartBefore);

    const placed = await order(shopper.id, "dies-1");
    expect(placed.items.map((l) => [l.productId._id, l.quantity])).toEqual([
      [shirt.id, 2],
      [cap.id, 1],
    ]);
    expect(await order(shopper.id, "dies-1")).toEqual(placed);
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(1);
    expect((await getCart(shopper.id)).cartItems).toEqual([]);
  });
});
