import { describe, expect, it } from "vitest";
import { z } from "zod";
import { orderJsonSchema, sellerOrderLineJsonSchema } from "@/lib/validation/responses";
import { type Account, addProduct, call, confirmCod, expectError, expectOk, pngDataUrl, signUp } from "./client.ts";

// Orders as records over HTTP (issue 21): the seller's list at any volume, order numbers and
// amounts, the timeline with a seller's reason, and the largest order the shop takes.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const sellerLines = z.array(sellerOrderLineJsonSchema);

async function order(shopper: Account, products: { id: string }[], quantity = 1) {
  for (const product of products) {
    const added = await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const placed = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } }), 201, orderJsonSchema);
  await confirmCod(shopper, placed);
  return placed;
}

/** One uploaded photo, given to every product of the seller: adding a product then processes no image. */
async function photo(seller: Account): Promise<string> {
  const uploaded = await call("POST", "/api/image/upload", { token: seller.token, body: { data: await pngDataUrl() } });
  expect(uploaded.status).toBe(201);
  return uploaded.body.publicId as string;
}

describe("GET /api/order/admin/{userId} at volume", () => {
  it("gives the spec's client the newest 50 lines; limit, offset, status and q page, filter and find, with X-Total-Count", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    const image = await photo(seller);
    const products = [
      await addProduct(seller, { title: "Kurta", price: 999.99, size: [], image, previewSource: undefined }),
      await addProduct(seller, { title: "Scarf", price: 0.99, size: [], image, previewSource: undefined }),
    ];
    const orders = [];
    for (let i = 0; i < 26; i++) orders.push(await order(shopper, products));
    const path = `/api/order/admin/${seller.id}`;
    const get = (query = "") => call("GET", `${path}${query}`, { token: seller.token });

    const first = await get();
    const newest = expectOk(first, 200, sellerLines);
    expect(newest).toHaveLength(50);
    expect(first.headers.get("x-total-count")).toBe("52");
    // Newest first, an order's two lines together, each with its order's number and its amount.
    expect(newest.slice(0, 2).map((l) => [l.orderNumber, l.productId.title])).toEqual([
      [orders[25].number, "Kurta"],
      [orders[25].number, "Scarf"],
    ]);
    for (const line of newest.slice(0, 2)) {
      const placed = orders[25].items.find((item) => item._id === line._id)!;
      expect(line.amount).toBe(placed.amount);
    }
    expect(newest[0].amount + newest[1].amount).toBeCloseTo(orders[25].total, 2);

    const rest = await get("?offset=50");
    expect(expectOk(rest, 200, sellerLines).map((l) => l.orderNumber)).toEqual([orders[0].number, orders[0].number]);
    expect(rest.headers.get("x-total-count")).toBe("52");
    expect(expectOk(await get("?limit=1000"), 200, sellerLines)).toHaveLength(52);
    expect(expectOk(await get("?q=&limit=200"), 200, sellerLines)).toHaveLength(52);
    const page = await get("?limit=3&offset=4");
    expect(expectOk(page, 200, sellerLines).map((l) => l._id)).toEqual(newest.slice(4, 7).map((l) => l._id));

    const [accept, cancel] = [orders[3].items[0], orders[7].items[1]];
    expect((await call("PUT", `/api/order/update/status/${accept._id}`, { token: seller.token, body: { status: "Accepted" } })).status).toBe(200);
    expect((await call("PUT", `/api/order/update/status/${cancel._id}`, { token: seller.token, body: { status: "Cancelled" } })).status).toBe(200);
    const accepted = await get("?status=Accepted");
    expect(expectOk(accepted, 200, sellerLines).map((l) => l._id)).toEqual([accept._id]);
    expect(accepted.headers.get("x-total-count")).toBe("1");
    const ordered = await get("?status=Ordered&limit=200");
    expect(ordered.headers.get("x-total-count")).toBe("50");

    for (const q of [orders[9].number, orders[9].number.slice(2), orders[9].number.toLowerCase(), orders[9].id]) {
      const found = await get(`?q=${encodeURIComponent(q)}`);
      expect(expectOk(found, 200, sellerLines).map((l) => l.orderId)).toEqual([orders[9].id, orders[9].id]);
      expect(found.headers.get("x-total-count")).toBe("2");
    }
    const none = await get("?q=OD99999999");
    expect(expectOk(none, 200, sellerLines)).toEqual([]);
    expect(none.headers.get("x-total-count")).toBe("0");
    // Another seller's order number finds nothing of theirs.
    const rival = await signUp(true);
    const theirs = await call("GET", `/api/order/admin/${rival.id}?q=${orders[9].number}`, { token: rival.token });
    expect(expectOk(theirs, 200, sellerLines)).toEqual([]);

    expectError(await get("?status=Lost"), 400, "status");
    expectError(await get("?limit=0"), 400, "limit");
    expectError(await get("?offset=-1"), 400, "offset");
    expectError(await get(`?q=${"9".repeat(41)}`), 400, "q");
  });
});

describe("order numbers, amounts and the timeline over HTTP", () => {
  it("an order answers its number, each item's amount, due and events; a seller's reason reaches the shopper", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    const image = await photo(seller);
    const products = await Promise.all(
      [0.01, 333.33, 1299.99].map((price, i) => addProduct(seller, { title: `Item ${i}`, price, size: [], image, previewSource: undefined })),
    );
    const placed = await order(shopper, products, 3);
    expect(placed.number).toMatch(/^OD\d{8}$/);
    expect(placed.items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0)).toBe(Math.round(placed.total * 100));
    expect(placed.due).toBe(placed.total);
    expect(placed.events).toEqual([{ at: expect.any(String), type: "placed", by: "shopper" }]);

    const line = placed.items[1];
    const path = `/api/order/update/status/${line._id}`;
    expectError(await call("PUT", path, { token: seller.token, body: { status: "Cancelled", reason: "x".repeat(301) } }), 400, "reason");
    const cancelled = await call("PUT", path, { token: seller.token, body: { status: "Cancelled", reason: "  The dye ran in the wash test.  " } });
    expect(expectOk(cancelled, 200, sellerOrderLineJsonSchema)).toMatchObject({ status: "Cancelled", cancelledBy: "seller", orderNumber: placed.number });

    const seen = expectOk(await call("GET", `/api/order/view/${placed.id}`, { token: shopper.token }), 200, orderJsonSchema);
    expect(seen.events.map(({ type, by, lineIds, note }) => ({ type, by, lineIds, note }))).toEqual([
      { type: "placed", by: "shopper", lineIds: undefined, note: undefined },
      { type: "cod_confirmed", by: "shopper", lineIds: undefined, note: undefined },
      { type: "cancelled", by: "seller", lineIds: [line._id], note: "The dye ran in the wash test." },
    ]);
    expect(seen.due).toBeCloseTo(placed.total - line.amount, 2);
    expect(seen.total).toBe(placed.total);
  });
});

describe("the largest order", () => {
  it("22 × ₹10,00,000 is 400 naming the limit, not a 500; the cart stays", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    const sherwani = await addProduct(seller, { title: "Zari sherwani", price: 1_000_000, size: [] });
    expect((await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: sherwani.id, quantity: 22 } })).status).toBe(200);
    const refused = await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } });
    expectError(refused, 400, "total");
    expect(refused.body.error.code).toBe("order_too_large");
    expect(refused.body.error.message).toContain("₹1,00,00,000");
    expect((await call("GET", `/api/cart/${shopper.id}`, { token: shopper.token })).body.cartItems).toHaveLength(1);
  });

  it("100 lines × 99 units at about ₹2,170 is 400 naming the limit, not a 500", async () => {
    const sellers = [await signUp(true), await signUp(true)];
    const shopper = await signUp();
    const images = await Promise.all(sellers.map(photo));
    for (let i = 0; i < 100; i++) {
      const product = await addProduct(sellers[i % 2], {
        title: `Lehenga ${i}`,
        price: 2170 + i / 100,
        size: [],
        image: images[i % 2],
        previewSource: undefined,
      });
      const added = await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 99 } });
      expect(added.status).toBe(200);
    }
    const refused = await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } });
    expectError(refused, 400, "total");
    expect(refused.body.error).toMatchObject({ code: "order_too_large", message: expect.stringContaining("₹1,00,00,000") });
    expect((await call("GET", `/api/cart/${shopper.id}`, { token: shopper.token })).body.cartItems).toHaveLength(100);
  });
});
