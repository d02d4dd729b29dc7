import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, getCart } from "./cart-json.ts";
import { deleteProduct, updateProduct } from "@/lib/catalog/manage";
import { prisma } from "@/lib/db";
import { toOrderJson, toSellerLineJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { listSellerOrderLines, sellerOrderStats } from "@/lib/orders/seller";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

const address = { name: "Asha Rao", mobile: "98765 43210", address: "12 MG Road, Bengaluru", pin: "560001" };
const order = (userId: string, body: Record<string, unknown> = {}, key?: string) =>
  placeOrder(userId, orderInputSchema.parse({ address, ...body }), key).then((placed) => toOrderJson(placed.order));
const sellerLines = async (sellerId: string, limit = 50) => (await listSellerOrderLines(sellerId, { limit, offset: 0 })).lines.map(toSellerLineJson);

async function shopWithCart() {
  const sellerA = await newUser({ admin: true });
  const sellerB = await newUser({ admin: true });
  const shopper = await newUser();
  const shirt = await newProduct(sellerA.id, { title: "Shirt", price: 799.5 });
  const shoes = await newProduct(sellerB.id, { title: "Shoes", price: 1299.99, size: ["42"] });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 2, size: "M" }));
  await addToCart(shopper.id, cartAddSchema.parse({ productId: shoes.id, quantity: 1 }));
  return { sellerA, sellerB, shopper, shirt, shoes };
}

describe("placing an order", () => {
  it("recomputes totals on the server, snapshots lines and empties the cart", async () => {
    const { shopper, shirt, shoes, sellerA, sellerB } = await shopWithCart();
    // MRP 2 × 799.50 + 1299.99 = 2898.99; 2% = 57.9798 → 57.98; payable 2841.01
    const placed = await order(shopper.id, { total: 2841.01, len: 2 });
    expect(placed).toMatchObject({ address: { ...address, mobile: "9876543210" }, len: 2, mrp: 2898.99, discount: 57.98, total: 2841.01 });
    expect(placed.items.map((i) => [i.productId._id, i.productId.title, i.price, i.quantity, i.size, i.total, i.status, i.productId.adminId])).toEqual([
      [shirt.id, "Shirt", 799.5, 2, "M", 1599, "Ordered", sellerA.id],
      [shoes.id, "Shoes", 1299.99, 1, "42", 1299.99, "Ordered", sellerB.id],
    ]);
    expect(await getCart(shopper.id)).toEqual({ cartItems: [], total: 0 });
    const row = await prisma.order.findUniqueOrThrow({ where: { id: placed.id } });
    expect([row.mrpPaise, row.discountPaise, row.totalPaise, row.lineCount]).toEqual([289899, 5798, 284101, 2]);
  });

  it("ignores a client total it was never asked to trust: a wrong one refuses the order and changes nothing", async () => {
    const { shopper } = await shopWithCart();
    const before = await getCart(shopper.id);
    await expect(order(shopper.id, { total: 1 })).rejects.toMatchObject({ status: 409, fields: { total: expect.any(Array) } });
    await expect(order(shopper.id, { items: [{ productId: "cnope", quantity: 1 }] })).rejects.toMatchObject({ status: 409 });
    expect(await getCart(shopper.id)).toEqual(before);
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
  });

  it("a stale len with the right total and items is ordered; the order's len is the server's count", async () => {
    for (const len of [0, 1, 5]) {
      const { shopper } = await shopWithCart();
      const cart = await getCart(shopper.id);
      const placed = await order(shopper.id, { items: cart.cartItems, len, total: 2841.01 });
      expect(placed.len).toBe(2);
      expect((await prisma.order.findUniqueOrThrow({ where: { id: placed.id } })).lineCount).toBe(2);
    }
  });

  it("a stale len does not excuse a wrong total or wrong items", async () => {
    const { shopper } = await shopWithCart();
    const cart = await getCart(shopper.id);
    await expect(order(shopper.id, { items: cart.cartItems, len: 1, total: 1 })).rejects.toMatchObject({ status: 409, fields: { total: expect.any(Array) } });
    await expect(order(shopper.id, { items: cart.cartItems.slice(0, 1), len: 1, total: 2841.01 })).rejects.toMatchObject({
      status: 409,
      fields: { items: expect.any(Array) },
    });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
  });

  it("accepts the spec client's items (populated productId) when they match the cart", async () => {
    const { shopper } = await shopWithCart();
    const cart = await getCart(shopper.id);
    const placed = await order(shopper.id, { items: cart.cartItems, len: cart.cartItems.length, total: 2841.01 });
    expect(placed.len).toBe(2);
  });

  it("uses the price at ordering time, and the snapshot survives product edits and deletion", async () => {
    const { shopper, sellerA, shirt } = await shopWithCart();
    await updateProduct(sellerA.id, shirt.id, { price: 10 });
    const placed = await order(shopper.id);
    expect(placed.mrp).toBe(2 * 10 + 1299.99);
    await updateProduct(sellerA.id, shirt.id, { title: "Renamed", price: 5000 });
    await deleteProduct(sellerA.id, shirt.id);
    const [line] = await sellerLines(sellerA.id);
    expect(line.productId).toMatchObject({ _id: null, title: "Shirt", price: 10 });
    expect(line.address).toEqual({ ...address, mobile: "9876543210", city: "Bengaluru", state: "Karnataka", stateCode: "29" });
  });

  it("refuses an empty cart", async () => {
    const shopper = await newUser();
    await expect(order(shopper.id)).rejects.toMatchObject({ status: 400 });
  });

  it("places one order for concurrent submissions of one cart", async () => {
    const { shopper } = await shopWithCart();
    const results = await Promise.allSettled([order(shopper.id), order(shopper.id), order(shopper.id)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(1);
  });

  it("with an Idempotency-Key a retry returns the first order; another body under that key is refused", async () => {
    const { shopper } = await shopWithCart();
    const first = await order(shopper.id, {}, "key-1");
    const again = await order(shopper.id, {}, "key-1");
    expect(again).toEqual(first);
    await expect(order(shopper.id, { address: { ...address, name: "Other" } }, "key-1")).rejects.toMatchObject({ status: 422 });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(1);
  });
});

describe("seller order lines", () => {
  it("each seller sees only their own lines, newest first", async () => {
    const { shopper, sellerA, sellerB } = await shopWithCart();
    await order(shopper.id);
    const a = await sellerLines(sellerA.id);
    const b = await sellerLines(sellerB.id);
    expect(a.map((l) => l.productId.title)).toEqual(["Shirt"]);
    expect(b.map((l) => l.productId.title)).toEqual(["Shoes"]);
    expect(a[0]).toMatchObject({ quantity: 2, price: 799.5, total: 1599, size: "M", status: "Ordered" });
    await expect(sellerLines(shopper.id)).rejects.toMatchObject({ status: 403 });
  });

  it("with a limit gives only that many of the newest lines, newest first", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    // One order a product, placed one after another, so each line is newer than the last.
    for (const title of ["P1", "P2", "P3", "P4", "P5", "P6", "P7"]) {
      const product = await newProduct(seller.id, { title, size: [] });
      await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id }));
      await order(shopper.id);
    }
    const all = await sellerLines(seller.id);
    expect(all.map((l) => l.productId.title)).toEqual(["P7", "P6", "P5", "P4", "P3", "P2", "P1"]);
    expect(await sellerLines(seller.id, 5)).toEqual(all.slice(0, 5));
    expect(await sellerLines(seller.id, 1)).toEqual(all.slice(0, 1));
    expect(await sellerLines(seller.id, 50)).toEqual(all);
  });

  it("moves Ordered → Accepted → Delivered and Ordered → Cancelled; nothing else", async () => {
    const { shopper, sellerA, sellerB } = await shopWithCart();
    await order(shopper.id);
    const [line] = await sellerLines(sellerA.id);
    await expect(setOrderLineStatus(sellerA.id, line._id, "Delivered")).rejects.toMatchObject({ status: 400 });
    expect((await setOrderLineStatus(sellerA.id, line._id, "Accepted")).line.status).toBe("Accepted");
    await expect(setOrderLineStatus(sellerA.id, line._id, "Cancelled")).rejects.toMatchObject({ status: 400 });
    expect((await setOrderLineStatus(sellerA.id, line._id, "Delivered")).line.status).toBe("Delivered");
    await expect(setOrderLineStatus(sellerA.id, line._id, "Accepted")).rejects.toMatchObject({ status: 400 });

    const [other] = await sellerLines(sellerB.id);
    await expect(setOrderLineStatus(sellerA.id, other._id, "Cancelled")).rejects.toMatchObject({ status: 403 });
    expect((await sellerLines(sellerB.id))[0].status).toBe("Ordered");
    expect((await setOrderLineStatus(sellerB.id, other._id, "Cancelled")).line.status).toBe("Cancelled");
    await expect(setOrderLineStatus(sellerB.id, "cnosuchline000000000000", "Accepted")).rejects.toMatchObject({ status: 404 });
  });

  it("counts orders, not lines, each once under the step its items have reached, for the dashboard", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const products = await Promise.all([1, 2, 3, 4].map((n) => newProduct(seller.id, { title: `P${n}`, size: [] })));
    for (const p of products) await addToCart(shopper.id, cartAddSchema.parse({ productId: p.id }));
    await order(shopper.id);
    const lines = await sellerLines(seller.id);
    await setOrderLineStatus(seller.id, lines[0]._id, "Accepted");
    await setOrderLineStatus(seller.id, lines[1]._id, "Accepted");
    await setOrderLineStatus(seller.id, lines[1]._id, "Delivered");
    await setOrderLineStatus(seller.id, lines[2]._id, "Cancelled");
    // One order of four lines, one still to accept: a new order, whatever its other items.
    expect(await sellerOrderStats(seller.id)).toEqual({ total: 1, ordered: 1, accepted: 0, shipped: 0, cancelled: 0, delivered: 0, returned: 0 });
    // Its last item cancelled: an accepted item is left to send, so it is an accepted order, not a cancelled one.
    await setOrderLineStatus(seller.id, lines[3]._id, "Cancelled");
    expect(await sellerOrderStats(seller.id)).toEqual({ total: 1, ordered: 0, accepted: 1, shipped: 0, cancelled: 0, delivered: 0, returned: 0 });
    await setOrderLineStatus(seller.id, lines[0]._id, "Delivered");
    expect(await sellerOrderStats(seller.id)).toEqual({ total: 1, ordered: 0, accepted: 0, shipped: 0, cancelled: 0, delivered: 1, returned: 0 });
    await addToCart(shopper.id, cartAddSchema.parse({ productId: products[0].id }));
    await order(shopper.id);
    const {
      lines: [newest],
    } = await listSellerOrderLines(seller.id, { limit: 1, offset: 0 });
    await setOrderLineStatus(seller.id, newest.id, "Cancelled");
    expect(await sellerOrderStats(seller.id)).toEqual({ total: 2, ordered: 0, accepted: 0, shipped: 0, cancelled: 1, delivered: 1, returned: 0 });
  });
});
