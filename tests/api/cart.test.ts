import { describe, expect, it } from "vitest";
import { cartJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, signUp, strangers, type Account } from "./client.ts";

const cartOf = async (user: Account) => expectOk(await call("GET", `/api/cart/${user.id}`, { token: user.token }), 200, cartJsonSchema);

async function shopperWithCart() {
  const seller = await signUp(true);
  const shopper = await signUp();
  const shirt = await addProduct(seller, { title: "Shirt", price: 799.5, size: ["S", "M"] });
  const cap = await addProduct(seller, { title: "Cap", price: 200, size: ["FREE"] });
  // The spec's client: {quantity, productId, adminId}, no size.
  await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: shirt.id, quantity: 1, adminId: seller.id } });
  await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: cap.id, quantity: 2, adminId: seller.id } });
  return { seller, shopper, shirt, cap };
}

describe("cart calls for their owner", () => {
  it("GET answers {cartItems, total} with populated products, oldest first; total is the MRP", async () => {
    const { shopper, shirt, cap, seller } = await shopperWithCart();
    const cart = await cartOf(shopper);
    expect(cart.total).toBe(1199.5);
    expect(cart.cartItems.map((i) => [i.productId._id, i.productId.title, i.quantity, i.size, i.adminId])).toEqual([
      [shirt.id, "Shirt", 1, "", seller.id],
      [cap.id, "Cap", 2, "FREE", seller.id],
    ]);
  });

  it("POST add answers the cart; a size must be one of the product's", async () => {
    const { shopper, shirt } = await shopperWithCart();
    const cart = expectOk(
      await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: shirt.id, quantity: 1, size: "m" } }),
      200,
      cartJsonSchema,
    );
    expect(cart.cartItems.map((i) => i.size)).toEqual(["", "FREE", "M"]);
    expectError(await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: shirt.id, size: "XXL" } }), 400, "size");
  });

  it("refuses negative, zero, fractional, string and huge quantities, and unknown products", async () => {
    const { shopper, shirt } = await shopperWithCart();
    const path = `/api/cart/add/${shopper.id}`;
    for (const quantity of [-1, 0, 1.5, "2", 100, 1e300, null]) {
      expectError(await call("POST", path, { token: shopper.token, body: { productId: shirt.id, quantity } }), 400, "quantity");
    }
    expectError(await call("POST", path, { token: shopper.token, body: { productId: "cnosuchproduct0000000000" } }), 404);
    expectError(await call("POST", path, { token: shopper.token, body: { productId: { $ne: null } } }), 400, "productId");
    expect((await cartOf(shopper)).total).toBe(1199.5);
  });

  it("PUT {index, quantity} sets a line; ≤ 0 removes it; bad input is 400, a missing line 404", async () => {
    const { shopper } = await shopperWithCart();
    const path = `/api/cart/${shopper.id}`;
    let cart = expectOk(await call("PUT", path, { token: shopper.token, body: { index: 1, quantity: 5 } }), 200, cartJsonSchema);
    expect(cart.cartItems.map((i) => i.quantity)).toEqual([1, 5]);
    expect(cart.total).toBe(1799.5);
    cart = expectOk(await call("PUT", path, { token: shopper.token, body: { index: 0, quantity: 0 } }), 200, cartJsonSchema);
    expect(cart.cartItems.map((i) => i.productId.title)).toEqual(["Cap"]);
    cart = expectOk(await call("PUT", path, { token: shopper.token, body: { id: cart.cartItems[0]._id, quantity: -1 } }), 200, cartJsonSchema);
    expect(cart).toEqual({ cartItems: [], total: 0 });
    expectError(await call("PUT", path, { token: shopper.token, body: { index: 0, quantity: 1 } }), 404);
    expectError(await call("PUT", path, { token: shopper.token, body: { index: -1, quantity: 1 } }), 400);
    expectError(await call("PUT", path, { token: shopper.token, body: { index: 0, quantity: 0.5 } }), 400, "quantity");
    expectError(await call("PUT", path, { token: shopper.token, body: { index: 0 } }), 400, "quantity");
  });

  it("POST delete {id: index} or {id: _id} removes that line", async () => {
    const { shopper } = await shopperWithCart();
    const path = `/api/cart/delete/${shopper.id}`;
    let cart = expectOk(await call("POST", path, { token: shopper.token, body: { id: 0 } }), 200, cartJsonSchema);
    expect(cart.cartItems.map((i) => i.productId.title)).toEqual(["Cap"]);
    cart = expectOk(await call("POST", path, { token: shopper.token, body: { id: cart.cartItems[0]._id } }), 200, cartJsonSchema);
    expect(cart.cartItems).toEqual([]);
    expectError(await call("POST", path, { token: shopper.token, body: { id: 3 } }), 404);
    expectError(await call("POST", path, { token: shopper.token, body: { id: -2 } }), 400);
    expectError(await call("POST", path, { token: shopper.token, body: {} }), 400, "id");
  });

  it("DELETE clear answers the empty cart", async () => {
    const { shopper } = await shopperWithCart();
    expect(expectOk(await call("DELETE", `/api/cart/clear/${shopper.id}`, { token: shopper.token }), 200, cartJsonSchema)).toEqual({ cartItems: [], total: 0 });
    expect(await cartOf(shopper)).toEqual({ cartItems: [], total: 0 });
  });
});

describe("cart calls for anyone else", () => {
  it("anonymous (401), another shopper and another seller (403) are refused on every cart call; the victim's cart is unchanged", async () => {
    const { shopper: victim, shirt } = await shopperWithCart();
    const before = await cartOf(victim);
    const lineId = before.cartItems[0]._id;
    const { anonymous, shopper, seller } = await strangers();
    for (const [caller, status] of [
      [anonymous, 401],
      [shopper, 403],
      [seller, 403],
    ] as const) {
      const token = caller?.token ?? null;
      expectError(await call("GET", `/api/cart/${victim.id}`, { token }), status);
      expectError(await call("POST", `/api/cart/add/${victim.id}`, { token, body: { productId: shirt.id, quantity: 5 } }), status);
      expectError(await call("PUT", `/api/cart/${victim.id}`, { token, body: { index: 0, quantity: 50 } }), status);
      expectError(await call("POST", `/api/cart/delete/${victim.id}`, { token, body: { id: 0 } }), status);
      expectError(await call("DELETE", `/api/cart/clear/${victim.id}`, { token }), status);
    }
    // Their own cart calls cannot reach the victim's lines by _id either.
    expectError(await call("PUT", `/api/cart/${shopper.id}`, { token: shopper.token, body: { id: lineId, quantity: 0 } }), 404);
    expectError(await call("POST", `/api/cart/delete/${shopper.id}`, { token: shopper.token, body: { id: lineId } }), 404);
    expect(await cartOf(victim)).toEqual(before);
  });
});
