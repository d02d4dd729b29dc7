import { describe, expect, it } from "vitest";
import { addToCart, clearCart, getCart, setLineQuantity } from "./cart-json.ts";
import { updateProduct } from "@/lib/catalog/manage";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { prisma } from "@/lib/db";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { lowStockProducts } from "@/lib/stock/low";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { productUpdateSchema } from "@/lib/validation/products";
import { newProduct, newUser } from "./fixtures.ts";

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const order = (userId: string) => placeOrder(userId, orderInputSchema.parse({ address })).then((placed) => ({ ...placed, order: toOrderJson(placed.order) }));
const add = (userId: string, body: Record<string, unknown>) => addToCart(userId, cartAddSchema.parse(body));
const stockOf = async (id: string) => toProductJson((await findProduct(id))!).stock;
const update = (sellerId: string, id: string, body: Record<string, unknown>) => updateProduct(sellerId, id, productUpdateSchema.parse(body));

describe("stock per size", () => {
  it("is not tracked for a product made without stock (the spec's clients): unlimited, inStock", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id);
    expect(toProductJson(product)).toMatchObject({ stock: null, inStock: true });
    await add(shopper.id, { productId: product.id, quantity: 99, size: "M" });
    const { order: placed, stock } = await order(shopper.id);
    expect(placed.items[0].quantity).toBe(99);
    expect(stock).toEqual({ products: [], listings: false });
    expect(await stockOf(product.id)).toBeNull();
  });

  it('is kept per size given at creation (other sizes 0), and under "" for a product without sizes', async () => {
    const seller = await newUser({ admin: true });
    const shirt = await newProduct(seller.id, { stock: { s: 4, M: 0 } });
    expect(toProductJson(shirt)).toMatchObject({ stock: { S: 4, M: 0, L: 0 }, inStock: true });
    const scarf = await newProduct(seller.id, { size: [], stock: { "": 2 } });
    expect(toProductJson(scarf)).toMatchObject({ stock: { "": 2 }, inStock: true });
    const gone = await newProduct(seller.id, { stock: {} });
    expect(toProductJson(gone)).toMatchObject({ stock: { S: 0, M: 0, L: 0 }, inStock: false });
  });

  it("refuses stock for sizes the product does not have, naming each", async () => {
    const seller = await newUser({ admin: true });
    await expect(newProduct(seller.id, { stock: { XL: 3, S: 1, "": 2 } })).rejects.toMatchObject({
      status: 400,
      fields: { "stock.XL": [expect.stringContaining("S, M, L")], "stock.": [expect.any(String)] },
    });
    const product = await newProduct(seller.id, { stock: { S: 1 } });
    await expect(update(seller.id, product.id, { stock: { XXL: 1 } })).rejects.toMatchObject({ status: 400, fields: { "stock.XXL": [expect.any(String)] } });
    // Sizes and stock changed together are checked against the new sizes.
    await update(seller.id, product.id, { size: ["S", "XXL"], stock: { XXL: 5 } });
    expect(await stockOf(product.id)).toEqual({ S: 1, XXL: 5 });
  });

  it("an update sets the sizes it names, keeps the others, drops removed sizes; null stops tracking, a later object starts again", async () => {
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id, { stock: { S: 4, M: 2, L: 1 } });
    await update(seller.id, product.id, { stock: { M: 7 } });
    expect(await stockOf(product.id)).toEqual({ S: 4, M: 7, L: 1 });
    await update(seller.id, product.id, { size: ["M", "L", "XL"] });
    expect(await stockOf(product.id)).toEqual({ M: 7, L: 1, XL: 0 });
    await update(seller.id, product.id, { title: "Renamed" });
    expect(await stockOf(product.id)).toEqual({ M: 7, L: 1, XL: 0 });
    await update(seller.id, product.id, { stock: null });
    expect(await stockOf(product.id)).toBeNull();
    await update(seller.id, product.id, { stock: { XL: 3 } });
    expect(await stockOf(product.id)).toEqual({ M: 0, L: 0, XL: 3 });
  });

  it("is taken by an order and returned by its seller's cancellation, exactly once", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { stock: { S: 4, M: 2 } });
    await add(shopper.id, { productId: product.id, quantity: 3, size: "S" });
    await add(shopper.id, { productId: product.id, quantity: 2, size: "M" });
    const { order: placed, stock } = await order(shopper.id);
    expect(await stockOf(product.id)).toEqual({ S: 1, M: 0, L: 0 });
    expect(stock).toEqual({ products: [product.id], listings: false });

    const mLine = placed.items.find((line) => line.size === "M")!;
    const cancelled = await setOrderLineStatus(seller.id, mLine._id, "Cancelled");
    expect(cancelled.line.status).toBe("Cancelled");
    expect(cancelled.stock).toEqual({ products: [product.id], listings: false });
    expect(await stockOf(product.id)).toEqual({ S: 1, M: 2, L: 0 });
    // A second cancellation is refused and returns nothing.
    await expect(setOrderLineStatus(seller.id, mLine._id, "Cancelled")).rejects.toMatchObject({ status: 400 });
    // Two at once: one moves the line, the other is refused; the units come back once.
    const sLine = placed.items.find((line) => line.size === "S")!;
    const both = await Promise.allSettled([setOrderLineStatus(seller.id, sLine._id, "Cancelled"), setOrderLineStatus(seller.id, sLine._id, "Cancelled")]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await stockOf(product.id)).toEqual({ S: 4, M: 2, L: 0 });
  });

  it("is returned once by the shopper's cancel, also when the shopper and the seller cancel the same line at once", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { stock: { S: 5, M: 5 } });
    await add(shopper.id, { productId: product.id, quantity: 2, size: "S" });
    await add(shopper.id, { productId: product.id, quantity: 1, size: "M" });
    const { order: first } = await order(shopper.id);
    expect(await stockOf(product.id)).toEqual({ S: 3, M: 4, L: 0 });
    const cancelled = await cancelOrder(shopper.id, first.id, [first.items[0]._id]);
    expect(cancelled.stock).toEqual({ products: [product.id], listings: false });
    expect(await stockOf(product.id)).toEqual({ S: 5, M: 4, L: 0 });
    await expect(cancelOrder(shopper.id, first.id, [first.items[0]._id])).rejects.toMatchObject({ status: 409 });
    expect(await stockOf(product.id)).toEqual({ S: 5, M: 4, L: 0 });

    for (let round = 0; round < 5; round++) {
      await add(shopper.id, { productId: product.id, quantity: 1, size: "S" });
      const { order: placed } = await order(shopper.id);
      const line = placed.items[0]._id;
      const results = await Promise.allSettled([cancelOrder(shopper.id, placed.id), setOrderLineStatus(seller.id, line, "Cancelled")]);
      expect(
        results.filter((r) => r.status === "fulfilled"),
        `round ${round}`,
      ).toHaveLength(1);
      expect(await stockOf(product.id), `round ${round}`).toEqual({ S: 5, M: 4, L: 0 });
    }
  });

  it("says when an order sells the last unit and when a cancellation brings a sold-out product back", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: [], stock: { "": 2 } });
    await add(shopper.id, { productId: product.id, quantity: 2 });
    const { order: placed, stock } = await order(shopper.id);
    expect(stock).toEqual({ products: [product.id], listings: true });
    expect(toProductJson((await findProduct(product.id))!)).toMatchObject({ stock: { "": 0 }, inStock: false });
    const back = await setOrderLineStatus(seller.id, placed.items[0]._id, "Cancelled");
    expect(back.stock).toEqual({ products: [product.id], listings: true });
    expect(await stockOf(product.id)).toEqual({ "": 2 });
  });

  it("a cancelled line of a deleted, untracked or resized product returns nothing and still cancels", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { stock: { S: 5 } });
    await add(shopper.id, { productId: product.id, quantity: 1, size: "S" });
    const { order: placed } = await order(shopper.id);
    await update(seller.id, product.id, { size: ["M"] });
    const result = await setOrderLineStatus(seller.id, placed.items[0]._id, "Cancelled");
    expect(result.stock).toEqual({ products: [], listings: false });
    expect(await stockOf(product.id)).toEqual({ M: 0 });
  });

  it("refuses an order with any short line: nothing ordered, nothing taken, each short line named with what is left", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { title: "Shirt", stock: { S: 5, M: 5 } });
    const cap = await newProduct(seller.id, { title: "Cap", size: [], stock: { "": 3 } });
    const free = await newProduct(seller.id, { title: "Socks" });
    await add(shopper.id, { productId: free.id, quantity: 1, size: "S" });
    await add(shopper.id, { productId: shirt.id, quantity: 4, size: "S" });
    await add(shopper.id, { productId: shirt.id, quantity: 2, size: "M" });
    await add(shopper.id, { productId: cap.id, quantity: 3 });
    // Someone else buys meanwhile.
    await update(seller.id, shirt.id, { stock: { S: 1 } });
    await update(seller.id, cap.id, { stock: { "": 0 } });
    const refusal = await order(shopper.id).catch((error) => error);
    expect(refusal).toMatchObject({
      status: 409,
      code: "out_of_stock",
      fields: { "items.1": ["Shirt (size S): only 1 left."], "items.3": ["Cap: out of stock."] },
    });
    expect(refusal.message).toBe("Not enough stock: Shirt (size S) only 1 left; Cap out of stock.");
    expect(await stockOf(shirt.id)).toEqual({ S: 1, M: 5, L: 0 });
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
    expect((await getCart(shopper.id)).cartItems).toHaveLength(4);
  });

  it("the cart refuses more than is left (409 saying how many) and an out-of-stock size at all; lowering stays allowed", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { title: "Shirt", stock: { S: 3, M: 0 } });
    await expect(add(shopper.id, { productId: product.id, quantity: 1, size: "M" })).rejects.toMatchObject({
      status: 409,
      code: "out_of_stock",
      message: "Size M of Shirt is out of stock.",
    });
    await add(shopper.id, { productId: product.id, quantity: 2, size: "S" });
    await expect(add(shopper.id, { productId: product.id, quantity: 2, size: "S" })).rejects.toMatchObject({
      status: 409,
      code: "out_of_stock",
      message: "Size S of Shirt: only 3 left, and 2 already in your cart.",
      fields: { quantity: ["Only 3 left."] },
    });
    await expect(setLineQuantity(shopper.id, 0, 4)).rejects.toMatchObject({ status: 409, code: "out_of_stock" });
    expect((await setLineQuantity(shopper.id, 0, 3)).cartItems[0].quantity).toBe(3);
    // Stock falls below the line: the shopper may still lower it step by step.
    await update(seller.id, product.id, { stock: { S: 1 } });
    expect((await setLineQuantity(shopper.id, 0, 2)).cartItems[0].quantity).toBe(2);
    await expect(setLineQuantity(shopper.id, 0, 3)).rejects.toMatchObject({ status: 409 });
  });

  it("an older client's sizeless add takes the first size with room; one size or none is implied", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(seller.id, { stock: { S: 0, M: 2, L: 5 } });
    expect((await add(shopper.id, { productId: shirt.id, quantity: 1 })).cartItems.map((line) => [line.size, line.quantity])).toEqual([["M", 1]]);
    // M has one left beside the one in the cart, so two more go to L; nothing has room for 9.
    expect((await add(shopper.id, { productId: shirt.id, quantity: 2 })).cartItems.map((line) => [line.size, line.quantity])).toEqual([
      ["M", 1],
      ["L", 2],
    ]);
    await expect(add(shopper.id, { productId: shirt.id, quantity: 9 })).rejects.toMatchObject({ status: 409, code: "out_of_stock" });
    await clearCart(shopper.id);
    const shoes = await newProduct(seller.id, { size: ["42"], stock: { "42": 1 } });
    const cap = await newProduct(seller.id, { size: [], stock: { "": 1 } });
    await add(shopper.id, { productId: shoes.id, quantity: 1 });
    const cart = await add(shopper.id, { productId: cap.id, quantity: 1 });
    expect(cart.cartItems.map((line) => line.size)).toEqual(["42", ""]);
    await order(shopper.id);
    expect([await stockOf(shoes.id), await stockOf(cap.id)]).toEqual([{ "42": 0 }, { "": 0 }]);
  });

  it("the dashboard's low-stock list: one row a product, sold out first, then fewest left, its sizes in their own order", async () => {
    const seller = await newUser({ admin: true });
    const plenty = await newProduct(seller.id, { title: "Plenty Tee", stock: { S: 10, M: 10, L: 10 } });
    await newProduct(seller.id, { title: "Low Kurta", size: ["S", "M", "L", "XL"], stock: { S: 2, M: 2, L: 2, XL: 2 } });
    await newProduct(seller.id, { title: "Gone Shirt", size: ["M", "L"], stock: { M: 0, L: 1 } });
    // Each product once, with its low sizes in its own size order.
    const rows = (await lowStockProducts(seller.id)).map((row) => `${row.title}: ${row.sizes.map(({ size, units }) => `${size} ${units}`).join(", ")}`);
    expect(rows).toEqual(["Gone Shirt: M 0, L 1", "Low Kurta: S 2, M 2, L 2, XL 2"]);
    expect(rows.some((row) => row.startsWith(plenty.title))).toBe(false);
  });

  it("never lets the database hold fewer than 0 units, whatever writes it", async () => {
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id, { stock: { S: 1 } });
    await expect(prisma.$executeRaw`UPDATE "Product" SET "stock" = '{"S": -1}' WHERE "id" = ${product.id}`).rejects.toThrow(/Product_stock_check/);
    await expect(prisma.$executeRaw`UPDATE "Product" SET "stock" = '{"S": 1.5}' WHERE "id" = ${product.id}`).rejects.toThrow(/Product_stock_check/);
  });
});
