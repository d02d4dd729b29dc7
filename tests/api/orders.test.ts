import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cartJsonSchema, orderJsonSchema, sellerOrderLineJsonSchema } from "@/lib/validation/responses";
import { type Account, addProduct, call, confirmCod, expectError, expectOk, signUp, strangers } from "./client.ts";

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const sellerLines = z.array(sellerOrderLineJsonSchema);

async function cartReady() {
  const seller = await signUp(true);
  const shopper = await signUp();
  const shirt = await addProduct(seller, { title: "Shirt", price: 799.5, size: ["M"] });
  const cap = await addProduct(seller, { title: "Cap", price: 1299.99, size: [] });
  await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: shirt.id, quantity: 2 } });
  await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: cap.id, quantity: 1 } });
  return { seller, shopper, shirt, cap };
}

/** The spec client's order body: {total, len, items, address}, with total after the 2% discount. */
async function specOrderBody(shopper: Account) {
  const cart = expectOk(await call("GET", `/api/cart/${shopper.id}`, { token: shopper.token }), 200, cartJsonSchema);
  const total = cart.total - Math.round(cart.total * 2) / 100;
  return { total, len: cart.cartItems.length, items: cart.cartItems, address };
}

describe("POST /api/order/add/{userId}", () => {
  it("orders the cart from the spec's body: 201 with server-computed totals; the cart is emptied", async () => {
    const { shopper, shirt, cap, seller } = await cartReady();
    const answer = await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: await specOrderBody(shopper) });
    const order = expectOk(answer, 201, orderJsonSchema);
    // MRP 2 × 799.50 + 1299.99 = 2898.99; 2% = 57.98; payable 2841.01
    expect(order).toMatchObject({ address, len: 2, mrp: 2898.99, discount: 57.98, total: 2841.01 });
    expect(order.items.map((i) => [i.productId._id, i.productId.title, i.price, i.quantity, i.total, i.size, i.status, i.productId.adminId])).toEqual([
      [shirt.id, "Shirt", 799.5, 2, 1599, "M", "Ordered", seller.id],
      [cap.id, "Cap", 1299.99, 1, 1299.99, "", "Ordered", seller.id],
    ]);
    expect((await call("GET", `/api/cart/${shopper.id}`, { token: shopper.token })).body).toEqual({ cartItems: [], total: 0 });
  });

  it("a client total or items that disagree with the server refuse the order with 409, stale len or not; nothing changes", async () => {
    const { shopper } = await cartReady();
    const path = `/api/order/add/${shopper.id}`;
    const body = await specOrderBody(shopper);
    expectError(await call("POST", path, { token: shopper.token, body: { ...body, total: 1 } }), 409, "total");
    expectError(await call("POST", path, { token: shopper.token, body: { ...body, len: 1, total: 1 } }), 409, "total");
    expectError(await call("POST", path, { token: shopper.token, body: { ...body, items: body.items.slice(0, 1) } }), 409, "items");
    expectError(await call("POST", path, { token: shopper.token, body: { ...body, len: 1, items: body.items.slice(0, 1) } }), 409, "items");
    expect((await call("GET", `/api/cart/${shopper.id}`, { token: shopper.token })).body.cartItems).toHaveLength(2);
  });

  it("after a reload of /cart the spec client posts a stale len (0 or one less) with the right total and items: ordered, with the server's len", async () => {
    for (const stale of [0, 1]) {
      const { shopper } = await cartReady();
      const body = await specOrderBody(shopper);
      const order = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { ...body, len: stale } }), 201, orderJsonSchema);
      expect(order.len).toBe(2);
    }
  });

  it("validates the address: 10-digit mobile, 6-digit PIN, all fields", async () => {
    const { shopper } = await cartReady();
    const path = `/api/order/add/${shopper.id}`;
    expectError(await call("POST", path, { token: shopper.token, body: { address: { ...address, mobile: "12345" } } }), 400, "address.mobile");
    expectError(await call("POST", path, { token: shopper.token, body: { address: { ...address, pin: "5600" } } }), 400, "address.pin");
    expectError(await call("POST", path, { token: shopper.token, body: { address: { ...address, name: "" } } }), 400, "address.name");
    expectError(await call("POST", path, { token: shopper.token, body: {} }), 400, "address");
    expectError(await call("POST", path, { token: shopper.token, body: { address, total: "lots" } }), 400, "total");
  });

  it("an empty cart cannot be ordered (400)", async () => {
    const shopper = await signUp();
    expectError(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } }), 400);
  });

  it("an Idempotency-Key retry returns the first order instead of placing another", async () => {
    const { shopper, seller } = await cartReady();
    const path = `/api/order/add/${shopper.id}`;
    const headers = { "idempotency-key": "order-attempt-1" };
    const first = expectOk(await call("POST", path, { token: shopper.token, body: { address }, headers }), 201, orderJsonSchema);
    const again = expectOk(await call("POST", path, { token: shopper.token, body: { address }, headers }), 201, orderJsonSchema);
    expect(again.id).toBe(first.id);
    expect((await call("GET", `/api/order/admin/${seller.id}`, { token: seller.token })).body).toHaveLength(2);
    expectError(await call("POST", path, { token: shopper.token, body: { address }, headers: { "idempotency-key": "bad key with spaces" } }), 400);
  });

  it("refuses the anonymous caller, another shopper and another seller; the victim's cart stays", async () => {
    const { shopper: victim } = await cartReady();
    const before = (await call("GET", `/api/cart/${victim.id}`, { token: victim.token })).body;
    const { anonymous, shopper, seller } = await strangers();
    for (const [caller, status] of [
      [anonymous, 401],
      [shopper, 403],
      [seller, 403],
    ] as const) {
      expectError(await call("POST", `/api/order/add/${victim.id}`, { token: caller?.token ?? null, body: { address } }), status);
    }
    expect((await call("GET", `/api/cart/${victim.id}`, { token: victim.token })).body).toEqual(before);
  });
});

describe("GET /api/order/admin/{userId} and PUT /api/order/update/status/{orderId}", () => {
  async function placed() {
    const ctx = await cartReady();
    await confirmCod(ctx.shopper, (await call("POST", `/api/order/add/${ctx.shopper.id}`, { token: ctx.shopper.token, body: { address } })).body);
    const lines = expectOk(await call("GET", `/api/order/admin/${ctx.seller.id}`, { token: ctx.seller.token }), 200, sellerLines);
    return { ...ctx, lines };
  }

  it("the seller lists their lines with productId.title and productId.price from the snapshot, and the address", async () => {
    const { lines, seller, shirt } = await placed();
    expect(lines).toHaveLength(2);
    const shirtLine = lines.find((l) => l.productId.title === "Shirt")!;
    expect(shirtLine).toMatchObject({ quantity: 2, price: 799.5, total: 1599, size: "M", status: "Ordered", address });
    expect(shirtLine.productId).toMatchObject({ _id: shirt.id, price: 799.5, adminId: seller.id });
    // Deleting the product keeps the line readable.
    await call("DELETE", `/api/product/${shirt.id}`, { token: seller.token });
    const after = expectOk(await call("GET", `/api/order/admin/${seller.id}`, { token: seller.token }), 200, sellerLines);
    expect(after.find((l) => l._id === shirtLine._id)!.productId).toMatchObject({ _id: null, title: "Shirt", price: 799.5 });
  });

  it("the spec's {orderId: line._id, status} moves a line Ordered → Accepted → Delivered; other moves are 400", async () => {
    const { lines, seller } = await placed();
    const [a, b] = lines;
    const put = (lineId: string, body: unknown) => call("PUT", `/api/order/update/status/${lineId}`, { token: seller.token, body });
    expect(expectOk(await put(a._id, { orderId: a._id, status: "Accepted" }), 200, sellerOrderLineJsonSchema).status).toBe("Accepted");
    expectError(await put(a._id, { status: "Cancelled" }), 400, "status");
    expect(expectOk(await put(a._id, { status: "Delivered" }), 200, sellerOrderLineJsonSchema).status).toBe("Delivered");
    expectError(await put(b._id, { status: "Delivered" }), 400, "status");
    expect(expectOk(await put(b._id, { status: "Cancelled" }), 200, sellerOrderLineJsonSchema).status).toBe("Cancelled");
    expectError(await put(b._id, { status: "Accepted" }), 400, "status");
    expectError(await put(b._id, { status: "Shipped" }), 400, "status");
    expectError(await put(b._id, { status: "Ordered" }), 400, "status");
    expectError(await put(b._id, { orderId: a._id, status: "Accepted" }), 400, "orderId");
    expectError(await put("cnosuchline0000000000000", { status: "Accepted" }), 404);
  });

  it("refuses the anonymous caller, shoppers (the buyer too) and other sellers; the line is unchanged", async () => {
    const { lines, seller, shopper: buyer } = await placed();
    const { anonymous, shopper, seller: rival } = await strangers();
    const line = lines[0];
    for (const [caller, status] of [
      [anonymous, 401],
      [shopper, 403],
      [rival, 403],
      [buyer, 403],
    ] as const) {
      const token = caller?.token ?? null;
      expectError(await call("PUT", `/api/order/update/status/${line._id}`, { token, body: { status: "Cancelled" } }), status);
      expectError(await call("GET", `/api/order/admin/${seller.id}`, { token }), status);
    }
    expectError(await call("GET", `/api/order/admin/${buyer.id}`, { token: buyer.token }), 403);
    expect(expectOk(await call("GET", `/api/order/admin/${rival.id}`, { token: rival.token }), 200, sellerLines)).toEqual([]);
    const now = expectOk(await call("GET", `/api/order/admin/${seller.id}`, { token: seller.token }), 200, sellerLines);
    expect(now.find((l) => l._id === line._id)!.status).toBe("Ordered");
  });
});
