import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { cartJsonSchema, productJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, signUp, type Account } from "./client.ts";
import { getPage, jsonLdBlocks } from "./html.ts";

// Stock per size over HTTP (docs/api.md, Stock): the product's fields, bad input, the cart's
// and the order's 409s, a cancellation's return, and the cached pages a sale expires.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const unique = () => `s${crypto.randomBytes(4).toString("hex")}`;

const addLine = (shopper: Account, body: Record<string, unknown>) => call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body });
const orderAll = (shopper: Account) => call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } });
const productOf = async (id: string) => expectOk(await call("GET", `/api/product/${id}`), 200, productJsonSchema);

describe("a product's stock", () => {
  it("add and update take stock per size; the product answers stock and inStock; null stops tracking", async () => {
    const seller = await signUp(true);
    const untracked = expectOk(await call("GET", `/api/product/${(await addProduct(seller)).id}`), 200, productJsonSchema);
    expect(untracked).toMatchObject({ stock: null, inStock: true });

    const product = await addProduct(seller, { size: ["S", "M", "L"], stock: { S: 4, m: 1 } });
    expect(await productOf(product.id)).toMatchObject({ stock: { S: 4, M: 1, L: 0 }, inStock: true });
    const updated = await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { stock: { S: 0, M: 0 } } });
    expect(expectOk(updated, 200, productJsonSchema)).toMatchObject({ stock: { S: 0, M: 0, L: 0 }, inStock: false });
    const stopped = await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { stock: null } });
    expect(expectOk(stopped, 200, productJsonSchema)).toMatchObject({ stock: null, inStock: true });
    const oneSize = await addProduct(seller, { size: [], stock: { "": 7 } });
    expect(await productOf(oneSize.id)).toMatchObject({ stock: { "": 7 }, inStock: true });
  });

  it("bad stock is 400 naming the offending fields", async () => {
    const seller = await signUp(true);
    const product = await addProduct(seller, { size: ["S", "M"], stock: { S: 1 } });
    const put = (stock: unknown) => call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { stock } });
    expectError(await put({ XL: 1 }), 400, "stock.XL");
    expectError(await put({ S: -1 }), 400, "stock.S");
    expectError(await put({ S: 1.5 }), 400, "stock.S");
    expectError(await put({ S: "3" }), 400, "stock.S");
    expectError(await put({ S: 100_001 }), 400, "stock.S");
    expectError(await put([1, 2]), 400, "stock");
    expectError(await put("lots"), 400, "stock");
    expect((await call("PUT", `/api/product/${product.id}`, { token: seller.token, body: { stock: { S: 100_000 } } })).status).toBe(200);
    expectError(
      await call("POST", `/api/product/add/${seller.id}`, {
        token: seller.token,
        body: { title: "T", price: 10, size: [], stock: { M: 1 }, previewSource: "data:" },
      }),
      400,
    );
    expect(await productOf(product.id)).toMatchObject({ stock: { S: 100_000, M: 0 } });
  });
});

describe("selling what is there", () => {
  it("the cart refuses more than is left with 409 out_of_stock; the order takes units; a cancellation returns them once", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    const product = await addProduct(seller, { title: "Shirt", size: ["S", "M"], stock: { S: 0, M: 3 } });
    const soldOut = await addLine(shopper, { productId: product.id, size: "S" });
    expectError(soldOut, 409);
    expect(soldOut.body.error).toMatchObject({ code: "out_of_stock", message: "Size S of Shirt is out of stock." });
    expectOk(await addLine(shopper, { productId: product.id, size: "M", quantity: 2 }), 200, cartJsonSchema);
    const over = await addLine(shopper, { productId: product.id, size: "M", quantity: 2 });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: "out_of_stock", fields: { quantity: ["Only 3 left."] } });
    const put = await call("PUT", `/api/cart/${shopper.id}`, { token: shopper.token, body: { index: 0, quantity: 4 } });
    expect([put.status, put.body.error.code]).toEqual([409, "out_of_stock"]);

    const placed = await orderAll(shopper);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await productOf(product.id)).stock).toEqual({ S: 0, M: 1 });

    const line = placed.body.items[0]._id;
    const cancel = () => call("PUT", `/api/order/update/status/${line}`, { token: seller.token, body: { status: "Cancelled" } });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(400);
    expect((await productOf(product.id)).stock).toEqual({ S: 0, M: 3 });
  });

  it("the shopper's cancel returns the units once, and the product page shows them on the next request", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    const product = await addProduct(seller, { title: "Kurta", size: ["M"], stock: { M: 3 } });
    const page = `/product/${product.id}`;
    await getPage(page);
    expectOk(await addLine(shopper, { productId: product.id, size: "M", quantity: 3 }), 200, cartJsonSchema);
    const placed = await orderAll(shopper);
    expect(placed.status).toBe(201);
    expect((await getPage(page)).html).toContain("Out of stock");
    const cancel = () => call("PUT", `/api/order/cancel/${placed.body.id}`, { token: shopper.token });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect((await productOf(product.id)).stock).toEqual({ M: 3 });
    const html = (await getPage(page)).html;
    expect(html).not.toContain("Out of stock");
    expect(html).toContain(">Add to cart<");
  });

  it("an order with a short line orders nothing: 409 naming each short line and what is left", async () => {
    const seller = await signUp(true);
    const shopper = await signUp(false);
    const shirt = await addProduct(seller, { title: "Shirt", size: ["S", "M"], stock: { S: 5, M: 5 } });
    const cap = await addProduct(seller, { title: "Cap", size: [], stock: { "": 2 } });
    await addLine(shopper, { productId: shirt.id, size: "S", quantity: 3 });
    await addLine(shopper, { productId: cap.id, quantity: 2 });
    await call("PUT", `/api/product/${shirt.id}`, { token: seller.token, body: { stock: { S: 2 } } });
    await call("PUT", `/api/product/${cap.id}`, { token: seller.token, body: { stock: { "": 0 } } });
    const refused = await orderAll(shopper);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: "out_of_stock",
      message: "Not enough stock: Shirt (size S) only 2 left; Cap out of stock.",
      fields: { "items.0": ["Shirt (size S): only 2 left."], "items.1": ["Cap: out of stock."] },
    });
    expect((await call("GET", `/api/cart/${shopper.id}`, { token: shopper.token })).body.cartItems).toHaveLength(2);
    expect((await productOf(shirt.id)).stock).toEqual({ S: 2, M: 5 });
  });
});

describe("cached pages after a sale", () => {
  it("expire the product page on the next request, and the listing only when the product sells out", async () => {
    const seller = await signUp(true);
    const category = unique();
    const product = await addProduct(seller, { title: `Tee ${category}`, category: [category], size: ["M"], stock: { M: 5 } });
    const listing = `/products/${category}`;
    const page = `/product/${product.id}`;
    for (const path of [page, listing]) await getPage(path);
    expect((await getPage(page)).html.replaceAll("<!-- -->", "")).not.toMatch(/Only \d+ left/);

    const buy = async (quantity: number) => {
      const shopper = await signUp(false);
      expectOk(await addLine(shopper, { productId: product.id, size: "M", quantity }), 200, cartJsonSchema);
      expect((await orderAll(shopper)).status).toBe(201);
    };
    await buy(3);
    expect((await getPage(page)).html.replaceAll("<!-- -->", "")).toContain("Only 2 left");
    // Still in stock: the listing stays as it was cached.
    const kept = await getPage(listing);
    expect(kept.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(kept.html).not.toContain("Sold out");

    await buy(2);
    const soldOutPage = await getPage(page);
    expect(soldOutPage.html).toContain("Out of stock");
    expect(soldOutPage.html).not.toContain(">Add to cart<");
    const offer = jsonLdBlocks(soldOutPage.html).find((block) => block["@type"] === "Product")!.offers;
    expect(offer.availability).toBe("https://schema.org/OutOfStock");
    expect((await getPage(listing)).html).toContain("Sold out");
  });
});
