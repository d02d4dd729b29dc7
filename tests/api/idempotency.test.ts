import { describe, expect, it } from "vitest";
import { z } from "zod";
import { orderJsonSchema, sellerOrderLineJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, signUp } from "./client.ts";

// Exactly-once checkout over HTTP: a double click, a retry after a lost answer, or many
// copies at once under one Idempotency-Key place one order and all get its answer.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };

async function shopperWithCart() {
  const seller = await signUp(true);
  const shopper = await signUp();
  const product = await addProduct(seller, { size: [] });
  await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 2 } });
  return { seller, shopper };
}

describe("Idempotency-Key on POST /api/order/add/{userId}", () => {
  it("20 copies at once: one order, and every copy answers 201 with the same body", async () => {
    const { seller, shopper } = await shopperWithCart();
    const headers = { "idempotency-key": "double-click-1" };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address }, headers })),
    );
    const bodies = answers.map((answer) => expectOk(answer, 201, orderJsonSchema));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const lines = expectOk(await call("GET", `/api/order/admin/${seller.id}`, { token: seller.token }), 200, z.array(sellerOrderLineJsonSchema));
    expect(lines.map((line) => line.orderId)).toEqual([bodies[0].id]);
  });

  it("the same key with another body is refused with 422 and places nothing", async () => {
    const { seller, shopper } = await shopperWithCart();
    const headers = { "idempotency-key": "retry-1" };
    const first = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address }, headers }), 201, orderJsonSchema);
    const other = await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address: { ...address, pin: "110001" } }, headers });
    expectError(other, 422);
    expect(other.body.error.code).toBe("idempotency_key_reused");
    const lines = expectOk(await call("GET", `/api/order/admin/${seller.id}`, { token: seller.token }), 200, z.array(sellerOrderLineJsonSchema));
    expect(lines.map((line) => line.orderId)).toEqual([first.id]);
  });

  it("keys belong to one user: another shopper's same key places their own order", async () => {
    const a = await shopperWithCart();
    const b = await shopperWithCart();
    const headers = { "idempotency-key": "shared-key" };
    const orderA = expectOk(await call("POST", `/api/order/add/${a.shopper.id}`, { token: a.shopper.token, body: { address }, headers }), 201, orderJsonSchema);
    const orderB = expectOk(await call("POST", `/api/order/add/${b.shopper.id}`, { token: b.shopper.token, body: { address }, headers }), 201, orderJsonSchema);
    expect(orderB.id).not.toBe(orderA.id);
  });
});
