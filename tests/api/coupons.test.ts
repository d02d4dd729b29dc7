import crypto from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { couponJsonSchema, offerJsonSchema } from "@/lib/validation/coupons";
import { cartJsonSchema, orderJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, ownShopOwner, signUp, type Account } from "./client.ts";

// Coupons over HTTP (issue 43), on the suite's shop of known owner (tests/setup/own-shop.ts):
// the owner's calls, every refusal a shopper can meet, and a use given back by a cancellation.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };
const code = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
const HOUR = 60 * 60 * 1000;

async function shop() {
  const base = inject("ownShopUrl");
  const owner = await ownShopOwner();
  const make = async (fields: Record<string, unknown>) =>
    expectOk(
      await call("POST", "/api/coupon", {
        base,
        token: owner.token,
        body: { code: code("API"), description: "An offer", kind: "percent", value: 10, ...fields },
      }),
      201,
      couponJsonSchema,
    );
  return { base, owner, make };
}

async function shopperWithCart(base: string, seller: Account, price = 1000) {
  const shopper = await signUp(false, base);
  const product = await addProduct(seller, { price, size: ["M"] }, base);
  await call("POST", `/api/cart/add/${shopper.id}`, { base, token: shopper.token, body: { productId: product.id, quantity: 1, size: "M" } });
  return shopper;
}

describe("the owner's coupons", () => {
  it("are the owner's alone: a seller and a shopper get 403, nobody 401, and nothing is made or changed", async () => {
    const { base, make } = await shop();
    const made = await make({ public: true });
    const seller = await signUp(true, base);
    const shopper = await signUp(false, base);
    const body = { code: code("NOPE"), description: "Not theirs", kind: "flat", value: 100 };
    for (const caller of [seller, shopper]) {
      expectError(await call("POST", "/api/coupon", { base, token: caller.token, body }), 403);
      expectError(await call("GET", "/api/coupon", { base, token: caller.token }), 403);
      expectError(await call("PUT", `/api/coupon/${made.code}`, { base, token: caller.token, body: { value: 90 } }), 403);
      expectError(await call("DELETE", `/api/coupon/${made.code}`, { base, token: caller.token }), 403);
    }
    expectError(await call("POST", "/api/coupon", { base, body }), 401);
    const offers = expectOk(await call("GET", "/api/offers", { base }), 200, z.array(offerJsonSchema));
    expect(offers.find((offer) => offer.code === made.code)).toMatchObject({ value: 10 });
    expect(offers.map((offer) => offer.code)).not.toContain(body.code);
  });

  it("are made, changed, listed and ended by the owner; a taken code is 409, a bad percent 400", async () => {
    const { base, owner, make } = await shop();
    const made = await make({ kind: "flat", value: 150, minOrder: 999, public: true, endsAt: new Date(Date.now() + HOUR).toISOString() });
    expect(made).toMatchObject({ kind: "flat", value: 150, minOrder: 999, uses: 0, discountGiven: 0, ended: false });
    expectError(
      await call("POST", "/api/coupon", { base, token: owner.token, body: { code: made.code.toLowerCase(), description: "x", kind: "flat", value: 1 } }),
      409,
    );
    expectError(
      await call("POST", "/api/coupon", { base, token: owner.token, body: { code: code("BAD"), description: "x", kind: "percent", value: 95 } }),
      400,
      "value",
    );
    expectError(await call("POST", "/api/coupon", { base, token: owner.token, body: { code: "AB", description: "x", kind: "flat", value: 1 } }), 400, "code");
    const changed = expectOk(
      await call("PUT", `/api/coupon/${made.code.toLowerCase()}`, { base, token: owner.token, body: { value: 200 } }),
      200,
      couponJsonSchema,
    );
    expect(changed.value).toBe(200);
    const listed = expectOk(await call("GET", "/api/coupon", { base, token: owner.token }), 200, z.array(couponJsonSchema));
    expect(listed.find((c) => c.code === made.code)).toMatchObject({ value: 200 });
    const ended = expectOk(await call("DELETE", `/api/coupon/${made.code}`, { base, token: owner.token }), 200, couponJsonSchema);
    expect(ended.ended).toBe(true);
    const offers = expectOk(await call("GET", "/api/offers", { base }), 200, z.array(offerJsonSchema));
    expect(offers.map((offer) => offer.code)).not.toContain(made.code);
    expectError(await call("DELETE", `/api/coupon/${code("NONE")}`, { base, token: owner.token }), 404);
  });
});

describe("a shopper's coupon", () => {
  it("meets every refusal with its code and the message the page shows", async () => {
    const { base, owner, make } = await shop();
    const seller = await signUp(true, base);
    const shopper = await shopperWithCart(base, seller);
    const apply = (value: string) => call("POST", `/api/cart/${shopper.id}/coupon`, { base, token: shopper.token, body: { code: value } });
    const refusals: [string, number, string][] = [
      [code("NONE"), 404, "coupon_unknown"],
      [(await make({ endsAt: new Date(Date.now() - HOUR).toISOString() })).code, 409, "coupon_expired"],
      [(await make({ startsAt: new Date(Date.now() + HOUR).toISOString() })).code, 409, "coupon_not_started"],
      [(await make({ minOrder: 5000 })).code, 409, "coupon_min_order"],
      [(await make({ categories: ["sarees"] })).code, 409, "coupon_not_eligible"],
    ];
    const usedUp = await make({ totalUses: 1 });
    const other = await shopperWithCart(base, seller);
    await call("POST", `/api/cart/${other.id}/coupon`, { base, token: other.token, body: { code: usedUp.code } });
    expect((await call("POST", `/api/order/add/${other.id}`, { base, token: other.token, body: { address } })).status).toBe(201);
    refusals.push([usedUp.code, 409, "coupon_used_up"]);
    for (const [value, status, errorCode] of refusals) {
      const answer = await apply(value);
      expect([answer.status, answer.body.error.code], value).toEqual([status, errorCode]);
      expect(answer.body.error.message.length).toBeGreaterThan(10);
    }
    const ended = await make({});
    await call("DELETE", `/api/coupon/${ended.code}`, { base, token: owner.token });
    expect((await apply(ended.code)).body.error.code).toBe("coupon_expired");
    expectError(await apply("no spaces!"), 400, "code");
    const stranger = await signUp(false, base);
    expectError(await call("POST", `/api/cart/${shopper.id}/coupon`, { base, token: stranger.token, body: { code: usedUp.code } }), 403);
  });

  it("applies to the cart, shows on the order, and its use comes back when the order is cancelled whole", async () => {
    const { base, owner, make } = await shop();
    const seller = await signUp(true, base);
    const shopper = await shopperWithCart(base, seller);
    const offer = await make({ kind: "flat", value: 100, totalUses: 3 });
    const cart = expectOk(
      await call("POST", `/api/cart/${shopper.id}/coupon`, { base, token: shopper.token, body: { code: offer.code.toLowerCase() } }),
      200,
      cartJsonSchema,
    );
    expect(cart).toMatchObject({ total: 1000, coupon: { code: offer.code, discount: 100, applied: true }, couponDiscount: 100 });
    expect(expectOk(await call("GET", `/api/cart/${shopper.id}`, { base, token: shopper.token }), 200, cartJsonSchema).coupon?.code).toBe(offer.code);
    const order = expectOk(
      await call("POST", `/api/order/add/${shopper.id}`, { base, token: shopper.token, body: { address, total: 980 } }),
      201,
      orderJsonSchema,
    );
    expect(order).toMatchObject({ total: 980, couponDiscount: 100, prepaidDiscount: 0, coupon: { code: offer.code }, payable: 880 });
    expect(order.items[0].amount).toBe(880);
    const usesOf = async () =>
      expectOk(await call("GET", "/api/coupon", { base, token: owner.token }), 200, z.array(couponJsonSchema)).find((c) => c.code === offer.code)!;
    expect(await usesOf()).toMatchObject({ uses: 1, discountGiven: 100, sales: 880 });
    expect((await call("PUT", `/api/order/cancel/${order.id}`, { base, token: shopper.token, body: {} })).status).toBe(200);
    expect(await usesOf()).toMatchObject({ uses: 0, discountGiven: 0 });
  });

  it("comes off the cart with DELETE, and a cart without one answers as the specification's", async () => {
    const { base, make } = await shop();
    const seller = await signUp(true, base);
    const shopper = await shopperWithCart(base, seller);
    const offer = await make({});
    await call("POST", `/api/cart/${shopper.id}/coupon`, { base, token: shopper.token, body: { code: offer.code } });
    const cart = expectOk(await call("DELETE", `/api/cart/${shopper.id}/coupon`, { base, token: shopper.token }), 200, cartJsonSchema);
    expect(Object.keys(cart).sort()).toEqual(["cartItems", "total"]);
  });
});
