import { describe, expect, it } from "vitest";
import { orderJsonSchema, shopJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, expectError, expectOk, signUp, type Account } from "./client.ts";

// The payment calls over HTTP (docs/api.md, Payments): who may make each, and the 400 and 409
// shapes. This server's shop has no UPI ID (no demo data), and its owner depends on which test
// file signed a seller up first, so the UPI flow itself is tested in
// tests/integration/payments.test.ts and tests/e2e/upi-payment.spec.ts.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };

async function placed(shopper: Account, productId: string, fields: Record<string, unknown> = {}) {
  await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId, quantity: 1 } });
  return call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address, ...fields } });
}

async function setting() {
  const seller = await signUp(true);
  const shopper = await signUp();
  const product = await addProduct(seller, { title: "Saree", price: 2499.5, size: [] });
  return { seller, shopper, product };
}

describe("ordering with a payment method", () => {
  it("without one is cash on delivery (the spec's client), with the payment beside the order", async () => {
    const { shopper, product } = await setting();
    const order = expectOk(await placed(shopper, product.id), 201, orderJsonSchema);
    expect(order.paymentMethod).toBe("cod");
    expect(order.payment).toMatchObject({ method: "cod", status: "cod", amount: order.total + order.codFee, refunded: 0, reference: null });
  });

  it("a method the shop has not set up is 400 naming paymentMethod; an unknown one too; nothing is ordered", async () => {
    const { shopper, product } = await setting();
    const shop = expectOk(await call("GET", "/api/shop"), 200, shopJsonSchema);
    expect(shop.upi).toBeNull();
    // Issue 41 added the rules against refused parcels and the confirmation before dispatch to `cod`, at their defaults here.
    expect(shop.cod).toEqual({ enabled: true, fee: 0, maxOrder: null, blockedPins: [], maxRefused: 2, confirm: { enabled: true, above: 0, hours: 24 } });
    expect(shop.paymentWindowMinutes).toBe(30);
    expectError(await placed(shopper, product.id, { paymentMethod: "upi" }), 400, "paymentMethod");
    expectError(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address, paymentMethod: "cheque" } }), 400, "paymentMethod");
    expect((await call("GET", `/api/order/${shopper.id}`, { token: shopper.token })).body).toEqual([]);
  });
});

describe("the UPI calls", () => {
  it("are the shopper's own: no token 401, anyone else's order 404, a cash-on-delivery order has no QR (404) and takes no UTR (409)", async () => {
    const { shopper, product } = await setting();
    const order = expectOk(await placed(shopper, product.id), 201, orderJsonSchema);
    const stranger = await signUp();
    const utr = { utr: "412345678901" };
    expectError(await call("GET", `/api/order/${order.id}/upi-qr`), 401);
    expectError(await call("GET", `/api/order/${order.id}/upi-qr`, { token: stranger.token }), 404);
    expectError(await call("GET", `/api/order/${order.id}/upi-qr`, { token: shopper.token }), 404);
    expectError(await call("POST", `/api/order/${order.id}/upi-reference`, { body: utr }), 401);
    expectError(await call("POST", `/api/order/${order.id}/upi-reference`, { token: stranger.token, body: utr }), 404);
    const cod = await call("POST", `/api/order/${order.id}/upi-reference`, { token: shopper.token, body: utr });
    expectError(cod, 409);
    expect(cod.body.error.message).toBe("This order is not paid by UPI.");
  });

  it("take a UTR of exactly 12 digits (spaces dropped), else 400 naming utr", async () => {
    const { shopper, product } = await setting();
    const order = expectOk(await placed(shopper, product.id), 201, orderJsonSchema);
    for (const utr of ["41234567890", "4123456789012", "41234567890a", 412345678901]) {
      expectError(await call("POST", `/api/order/${order.id}/upi-reference`, { token: shopper.token, body: { utr } }), 400, "utr");
    }
    // Well formed (with the spaces an app shows), it reaches the order: a COD order is 409.
    expectError(await call("POST", `/api/order/${order.id}/upi-reference`, { token: shopper.token, body: { utr: "4123 4567 8901" } }), 409);
  });
});

describe("the owner's payment calls", () => {
  it("are the owner's only: no token 401, a shopper or a seller who is not the owner 403; bad bodies 400", async () => {
    const { seller, shopper, product } = await setting();
    const order = expectOk(await placed(shopper, product.id), 201, orderJsonSchema);
    const paid = { status: "paid", reference: "412345678901" };
    const refund = { amount: 10, reference: "412345678901" };
    expectError(await call("PUT", `/api/order/${order.id}/payment`, { body: paid }), 401);
    expectError(await call("PUT", `/api/order/${order.id}/payment`, { token: shopper.token, body: paid }), 403);
    expectError(await call("POST", `/api/order/${order.id}/refund`, { token: shopper.token, body: refund }), 403);
    // The second seller of this file is never the owner: the first seller of the whole run is.
    const another = await signUp(true);
    expectError(await call("PUT", `/api/order/${order.id}/payment`, { token: another.token, body: paid }), 403);
    expectError(await call("POST", `/api/order/${order.id}/refund`, { token: another.token, body: refund }), 403);

    expectError(await call("PUT", `/api/order/${order.id}/payment`, { token: seller.token, body: { status: "paid" } }), 400, "reference");
    expectError(await call("PUT", `/api/order/${order.id}/payment`, { token: seller.token, body: { status: "refunded" } }), 400, "status");
    expectError(await call("POST", `/api/order/${order.id}/refund`, { token: seller.token, body: { amount: -1, reference: "x" } }), 400, "amount");
    expectError(await call("POST", `/api/order/${order.id}/refund`, { token: seller.token, body: { amount: 1 } }), 400, "reference");
    // Nothing changed.
    const seen = expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema);
    expect(seen.payment).toEqual(order.payment);
  });
});
