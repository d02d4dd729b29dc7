import { describe, expect, inject, it } from "vitest";
import { deliveryEstimateJsonSchema, orderJsonSchema, rtoReportJsonSchema, shipmentJsonSchema } from "@/lib/validation/responses";
import { type Account, addProduct, call, confirmCod, expectError, expectOk, ownShopOwner, signUp } from "./client.ts";

// GET /api/delivery/estimate and cash on delivery's rules against refused parcels (issue 41).
// The dates are asked of the suite's own shop (tests/setup/own-shop.ts: PIN 560001, Bengaluru,
// the default dispatch and transit terms, no COD to 7441xx); the refused parcels of the shared one.

const own = inject("ownShopUrl");
const estimate = (query: string, options: { base?: string; token?: string } = { base: own }) => call("GET", `/api/delivery/estimate?${query}`, options);
// Monday 30 November 2026, 10:00 in India.
const MONDAY_MORNING = encodeURIComponent("2026-11-30T10:00:00+05:30");

describe("GET /api/delivery/estimate", () => {
  it("answers the zone, the date, the fee and cash on delivery for real PINs", async () => {
    const expected = [
      ["560038", "local", "2026-12-01"],
      ["570001", "state", "2026-12-02"],
      ["302001", "national", "2026-12-05"],
      ["781001", "remote", "2026-12-08"],
    ];
    for (const [pin, zone, by] of expected) {
      const answer = await estimate(`pin=${pin}&at=${MONDAY_MORNING}`);
      expect(expectOk(answer, 200, deliveryEstimateJsonSchema)).toEqual({ pin, serviceable: true, zone, by, fee: 0, cod: { available: true } });
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("counts an order after the cut-off from the next working day, and without `at` from now", async () => {
    const saturdayEvening = encodeURIComponent("2026-11-28T18:30:00+05:30");
    expect(expectOk(await estimate(`pin=560038&at=${saturdayEvening}`), 200, deliveryEstimateJsonSchema).by).toBe("2026-12-01");
    const now = expectOk(await estimate("pin=560038"), 200, deliveryEstimateJsonSchema);
    expect(Date.parse(now.by!)).toBeGreaterThan(Date.now() - 86_400_000);
  });

  it("says no cash on delivery to a PIN the owner blocked for it, why, and that prepaid is still offered", async () => {
    const answer = expectOk(await estimate(`pin=744101&at=${MONDAY_MORNING}`), 200, deliveryEstimateJsonSchema);
    expect(answer).toMatchObject({ serviceable: true, zone: "remote", by: "2026-12-08", cod: { available: false, reasonCode: "pin_blocked" } });
    expect(answer.cod.reason).toMatch(/not available for PIN code 744101.*UPI/);
  });

  it("is 400 for what cannot be a PIN or a time, 404 for a PIN no post office has", async () => {
    for (const pin of ["000000", "56001", "abcdef", ""]) expectError(await estimate(`pin=${pin}`), 400, "pin");
    expectError(await estimate("nopin=1"), 400, "pin");
    expectError(await estimate("pin=560001&at=tomorrow"), 400, "at");
    const missing = await estimate("pin=999999");
    expectError(missing, 404);
    expect(missing.body.error.message).toContain("999999");
    expect((await call("POST", "/api/delivery/estimate?pin=560001", { base: own, body: {} })).status).toBe(405);
  });
});

const address = (pin: string) => ({ name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin });

async function fillCart(seller: Account, shopper: Account, base?: string) {
  const product = await addProduct(seller, { title: "Kurta", price: 600, size: [] }, base);
  await call("POST", `/api/cart/add/${shopper.id}`, { base, token: shopper.token, body: { productId: product.id, quantity: 1 } });
}

/** A COD order of one item, accepted, dispatched and returned to origin. */
async function refusedParcel(seller: Account, shopper: Account) {
  await fillCart(seller, shopper);
  const order = expectOk(
    await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address: address("560001") } }),
    201,
    orderJsonSchema,
  );
  const lineId = order.items[0]._id;
  await confirmCod(shopper, order);
  expect((await call("PUT", `/api/order/update/status/${lineId}`, { token: seller.token, body: { orderId: lineId, status: "Accepted" } })).status).toBe(200);
  const awb = `RTO${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const parcel = expectOk(
    await call("PUT", `/api/order/ship/${order.id}`, { token: seller.token, body: { lineIds: [lineId], carrier: "DTDC", awb } }),
    200,
    shipmentJsonSchema,
  );
  expectOk(await call("PUT", `/api/order/shipment/${parcel.id}`, { token: seller.token, body: { status: "rto" } }), 200, shipmentJsonSchema);
}

describe("cod_unavailable", () => {
  it("refuses a COD order to a blocked PIN with 409 and the reason, and places nothing", async () => {
    const [seller, shopper] = [await signUp(true, own), await signUp(false, own)];
    await fillCart(seller, shopper, own);
    const answer = await call("POST", `/api/order/add/${shopper.id}`, { base: own, token: shopper.token, body: { address: address("744101") } });
    expectError(answer, 409, "paymentMethod");
    expect(answer.body.error.code).toBe("cod_unavailable");
    expect(answer.body.error.message).toMatch(/744101/);
    expect((await call("GET", `/api/order/${shopper.id}`, { base: own, token: shopper.token })).body).toEqual([]);
    expect((await call("GET", `/api/cart/${shopper.id}`, { base: own, token: shopper.token })).body.cartItems).toHaveLength(1);
  });

  it("refuses COD to a shopper whose COD parcels came back the shop's limit of times (2), and the estimate says so to them alone", async () => {
    const [seller, shopper] = [await signUp(true), await signUp()];
    await refusedParcel(seller, shopper);
    expectOk(await estimate("pin=560001", { token: shopper.token }), 200, deliveryEstimateJsonSchema);
    expect(expectOk(await estimate("pin=560001", { token: shopper.token }), 200, deliveryEstimateJsonSchema).cod.available).toBe(true);
    await refusedParcel(seller, shopper);
    const told = expectOk(await estimate("pin=560001", { token: shopper.token }), 200, deliveryEstimateJsonSchema);
    expect(told.cod).toEqual({
      available: false,
      reason: expect.stringMatching(/2 earlier cash-on-delivery parcels were returned/),
      reasonCode: "refused_parcels",
    });
    expect(expectOk(await estimate("pin=560001", {}), 200, deliveryEstimateJsonSchema).cod.available).toBe(true);
    await fillCart(seller, shopper);
    const answer = await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address: address("560001") } });
    expectError(answer, 409, "paymentMethod");
    expect(answer.body.error.code).toBe("cod_unavailable");
  });
});

describe("the order's promised date", () => {
  it("is recorded when the order is placed", async () => {
    const [seller, shopper] = [await signUp(true, own), await signUp(false, own)];
    await fillCart(seller, shopper, own);
    const expected = expectOk(await estimate("pin=560038"), 200, deliveryEstimateJsonSchema).by;
    const order = expectOk(
      await call("POST", `/api/order/add/${shopper.id}`, { base: own, token: shopper.token, body: { address: address("560038") } }),
      201,
      orderJsonSchema,
    );
    expect(order.deliveryBy).toBe(expected);
  });
});

describe("GET /api/report/rto", () => {
  it("answers the owner every payment method's orders, parcels and return rate; 400 for days out of range; nobody else", async () => {
    const owner = await ownShopOwner();
    const report = expectOk(await call("GET", "/api/report/rto?days=30", { base: own, token: owner.token }), 200, rtoReportJsonSchema);
    expect(report.days).toBe(30);
    expect(Object.keys(report.byMethod).sort()).toEqual(["cod", "razorpay", "upi"]);
    expect(expectOk(await call("GET", "/api/report/rto", { base: own, token: owner.token }), 200, rtoReportJsonSchema).days).toBe(30);
    for (const days of ["0", "366", "1.5", "x"]) expectError(await call("GET", `/api/report/rto?days=${days}`, { base: own, token: owner.token }), 400, "days");
    expectError(await call("GET", "/api/report/rto", { base: own }), 401);
    expectError(await call("GET", "/api/report/rto", { base: own, token: (await signUp(false, own)).token }), 403);
  });
});
