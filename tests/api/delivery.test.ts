import { describe, expect, it } from "vitest";
import { CARRIERS } from "@/lib/shared/carriers";
import crypto from "node:crypto";
import { orderJsonSchema, parcelAnswerJsonSchema, pincodeJsonSchema, sellerOrderLineJsonSchema, shipmentJsonSchema } from "@/lib/validation/responses";
import { type Account, addProduct, call, confirmCod, confirmEmail, expectError, expectOk, mailedToken, signUp } from "./client.ts";

// Delivery (issue 23) over HTTP: dispatch with a tracking address per carrier, a parcel's
// outcome, and the spec's own status flow beside it.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };

/** An order of `count` items of one seller's, each Accepted unless `accept` is false. */
async function acceptedOrder(count: number, accept = true) {
  const seller = await signUp(true);
  const shopper = await signUp();
  for (let n = 0; n < count; n++) {
    const product = await addProduct(seller, { title: `Item ${n}`, price: 600, size: [] });
    await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1 } });
  }
  const order = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } }), 201, orderJsonSchema);
  await confirmCod(shopper, order);
  if (accept) for (const item of order.items) await setStatus(seller, item._id, "Accepted");
  return { seller, shopper, order };
}

const setStatus = (seller: Account, lineId: string, status: string) =>
  call("PUT", `/api/order/update/status/${lineId}`, { token: seller.token, body: { orderId: lineId, status } });
const ship = (seller: Account, orderId: string, body: unknown) => call("PUT", `/api/order/ship/${orderId}`, { token: seller.token, body });

describe("PUT /api/order/ship/{orderId}", () => {
  it("makes the tracking address from the AWB for each known carrier, and the shopper's order shows the parcels", async () => {
    const { seller, shopper, order } = await acceptedOrder(CARRIERS.length);
    const stamp = Date.now().toString(36).toUpperCase();
    const digits = String(Date.now()).slice(-9);
    // Numbers of the form of the couriers that have one (lib/delivery/awb-format.ts).
    const formed: Record<string, string> = { delhivery: `1${digits}000`, bluedart: `1${digits}1`, indiapost: `EE${digits}IN` };
    for (const [index, carrier] of CARRIERS.entries()) {
      const awb = formed[carrier.id] ?? `${carrier.id.slice(0, 3).toUpperCase()}${stamp}${index}`;
      const shipment = expectOk(await ship(seller, order.id, { lineIds: [order.items[index]._id], carrier: carrier.name, awb }), 200, shipmentJsonSchema);
      expect(shipment).toMatchObject({ carrier: carrier.name, awb, trackingUrl: carrier.trackingUrl(awb), status: "in_transit", deliveredAt: null });
    }
    const seen = expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema);
    expect(seen.shipments).toHaveLength(CARRIERS.length);
    expect(seen.items.every((item) => item.status === "Shipped")).toBe(true);
    expect(seen.shipments[0].trackingUrl).toMatch(/^https:\/\/www\.delhivery\.com\/track\/package\//);
  });

  it("another seller's lines are 403, a line not Accepted is 409, a reused AWB 409, an unknown carrier without a link 400", async () => {
    const { seller, order } = await acceptedOrder(2, false);
    const rival = await signUp(true);
    const awb = `AWB${Date.now()}`;
    expectError(await ship(rival, order.id, { lineIds: [order.items[0]._id], carrier: "DTDC", awb }), 403);
    expectError(await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "DTDC", awb }), 409);
    await setStatus(seller, order.items[0]._id, "Accepted");
    await setStatus(seller, order.items[1]._id, "Accepted");
    expectError(await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "Speedy Parcels", awb }), 400, "trackingUrl");
    expectError(await ship(seller, order.id, { lineIds: [], carrier: "DTDC", awb }), 400, "lineIds");
    // A known courier's number of another form is refused: the tracking link would find nothing.
    const wrongForm = await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "Delhivery", awb });
    expectError(wrongForm, 400, "awb");
    expect(wrongForm.body.error.message).toMatch(/^A Delhivery AWB has 13 or 14 digits\. Check the number/);
    expectError(await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "bluedart", awb: "123456789012" }), 400, "awb");
    expectOk(await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "DTDC", awb }), 200, shipmentJsonSchema);
    expectError(await ship(seller, order.id, { lineIds: [order.items[1]._id], carrier: "DTDC", awb }), 409, "awb");
    const own = expectOk(
      await ship(seller, order.id, { lineIds: [order.items[1]._id], carrier: "Speedy Parcels", awb: `${awb}B`, trackingUrl: "https://speedy.example/t/1" }),
      200,
      shipmentJsonSchema,
    );
    expect(own.trackingUrl).toBe("https://speedy.example/t/1");
    // A shipped line no longer moves by the spec's status call.
    expectError(await setStatus(seller, order.items[0]._id, "Delivered"), 400, "status");
  });
});

describe("PUT /api/order/shipment/{shipmentId}", () => {
  it("the parcel's seller closes it: rto makes its lines Returned to origin with nothing due; once only; another seller is 403", async () => {
    const { seller, shopper, order } = await acceptedOrder(1);
    const parcel = expectOk(await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "Ekart", awb: `EK${Date.now()}` }), 200, shipmentJsonSchema);
    const rival = await signUp(true);
    expectError(await call("PUT", `/api/order/shipment/${parcel.id}`, { token: rival.token, body: { status: "rto" } }), 403);
    expectError(await call("PUT", `/api/order/shipment/${parcel.id}`, { token: seller.token, body: { status: "returned" } }), 400, "status");
    const closed = expectOk(await call("PUT", `/api/order/shipment/${parcel.id}`, { token: seller.token, body: { status: "rto" } }), 200, shipmentJsonSchema);
    expect(closed.status).toBe("rto");
    expectError(await call("PUT", `/api/order/shipment/${parcel.id}`, { token: seller.token, body: { status: "delivered" } }), 409);
    const seen = expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema);
    expect(seen.items[0].status).toBe("Returned to origin");
    expect(seen.due).toBe(0);
    const listed = await call("GET", `/api/order/admin/${seller.id}?status=${encodeURIComponent("Returned to origin")}`, { token: seller.token });
    expect(expectOk(listed, 200, sellerOrderLineJsonSchema.array()).map((line) => line._id)).toEqual([order.items[0]._id]);
  });
});

describe("the spec's flow beside parcels", () => {
  it("accept, then Delivered without shipping, works as it always has", async () => {
    const { seller, order } = await acceptedOrder(1);
    const line = expectOk(await setStatus(seller, order.items[0]._id, "Delivered"), 200, sellerOrderLineJsonSchema);
    expect(line.status).toBe("Delivered");
  });

  it("GET /api/pincode/{pin} says whether the shop serves the PIN", async () => {
    expect(expectOk(await call("GET", "/api/pincode/560001"), 200, pincodeJsonSchema)).toMatchObject({ pin: "560001", serviceable: true });
  });
});

describe("a failed delivery attempt", () => {
  it("keeps the parcel in transit with the reason; the shopper says once they will take it; the seller sees both", async () => {
    const { seller, shopper, order } = await acceptedOrder(1);
    const parcel = expectOk(await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "DTDC", awb: `TRY${Date.now()}` }), 200, shipmentJsonSchema);
    const put = (who: Account, body: unknown) => call("PUT", `/api/order/shipment/${parcel.id}`, { token: who.token, body });
    const retry = (who: Account) => call("POST", `/api/order/shipment/${parcel.id}/retry`, { token: who.token });
    expectError(await retry(shopper), 409);
    expectError(await put(seller, { status: "attempt_failed" }), 400, "reason");
    expectError(await put(await signUp(true), { status: "attempt_failed", reason: "Nobody at home" }), 403);
    const failed = expectOk(await put(seller, { status: "attempt_failed", reason: "Nobody at home" }), 200, shipmentJsonSchema);
    expect(failed).toMatchObject({ status: "in_transit", failedAttempts: 1, lastFailedAttempt: { reason: "Nobody at home" }, retryRequested: false });
    // The console's "Delivery failed" view lists the parcel's line.
    const listed = await call("GET", `/api/order/admin/${seller.id}?status=attempt_failed`, { token: seller.token });
    expect(listed.body.map((line: { _id: string }) => line._id)).toEqual([order.items[0]._id]);
    expectError(await retry(await signUp()), 404);
    expect(expectOk(await retry(shopper), 200, shipmentJsonSchema).retryRequested).toBe(true);
    expect(expectOk(await retry(shopper), 200, shipmentJsonSchema).retryRequested).toBe(true);
    const seen = expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema);
    expect(seen.events.filter((e) => e.type === "delivery_failed").map((e) => e.note)).toEqual(["Nobody at home"]);
    expect(seen.events.filter((e) => e.type === "delivery_retry_requested")).toHaveLength(1);
    expect(seen.shipments[0]).toMatchObject({ failedAttempts: 1, retryRequested: true });
    // The parcel's end closes it as before; then no attempt can fail on it.
    expectOk(await put(seller, { status: "delivered" }), 200, shipmentJsonSchema);
    expectError(await put(seller, { status: "attempt_failed", reason: "Again" }), 409);
    expectError(await retry(shopper), 409);
  });

  it("is answered from its mail without logging in: the parcel goes back, the seller is told, the link works once; the shopper may change their mind", async () => {
    const { seller, shopper, order } = await acceptedOrder(1);
    // Only a confirmed address is mailed.
    await confirmEmail(shopper);
    const awb = `BACK${Date.now()}`;
    const parcel = expectOk(await ship(seller, order.id, { lineIds: [order.items[0]._id], carrier: "DTDC", awb }), 200, shipmentJsonSchema);
    const put = (body: unknown) => call("PUT", `/api/order/shipment/${parcel.id}`, { token: seller.token, body });
    const byToken = (token: string, answer: string) => call("POST", "/api/order/parcel-answer", { body: { token, answer } });
    expectOk(await put({ status: "attempt_failed", reason: "Refused at the door" }), 200, shipmentJsonSchema);
    const token = await mailedToken(shopper, `Your order ${order.number}: the courier could not deliver it`, "/parcel-answer");
    const invalid = (answer: Awaited<ReturnType<typeof call>>) => {
      expectError(answer, 400);
      expect(answer.body.error.code).toBe("invalid_token");
    };
    invalid(await byToken(crypto.randomBytes(32).toString("base64url"), "decline"));
    expectError(await byToken(token, "maybe"), 400, "answer");
    expect(expectOk(await byToken(token, "decline"), 200, parcelAnswerJsonSchema)).toEqual({
      number: order.number,
      awb,
      retryRequested: false,
      declined: true,
    });
    invalid(await byToken(token, "retry"));
    // The order shows the answer (its seller's mail: tests/integration/parcel-answer.test.ts).
    const seen = expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema);
    expect(seen.shipments[0]).toMatchObject({ status: "in_transit", retryRequested: false, declined: true });
    expect(seen.events.filter((e) => e.type === "delivery_declined").map((e) => e.by)).toEqual(["shopper"]);
    // On the order page, the other answer replaces it, and the same answer again changes nothing.
    const decline = () => call("POST", `/api/order/shipment/${parcel.id}/decline`, { token: shopper.token });
    const retried = expectOk(await call("POST", `/api/order/shipment/${parcel.id}/retry`, { token: shopper.token }), 200, shipmentJsonSchema);
    expect(retried).toMatchObject({ retryRequested: true, declined: false });
    expect(expectOk(await decline(), 200, shipmentJsonSchema)).toMatchObject({ retryRequested: false, declined: true });
    expect(expectOk(await decline(), 200, shipmentJsonSchema)).toMatchObject({ declined: true });
    const events = expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema).events.map((e) => e.type);
    expect(events.filter((type) => type === "delivery_declined" || type === "delivery_retry_requested")).toEqual([
      "delivery_declined",
      "delivery_retry_requested",
      "delivery_declined",
    ]);
    expectError(await call("POST", `/api/order/shipment/${parcel.id}/decline`, { token: (await signUp()).token }), 404);
    // It comes back: the seller records it; nothing is left to answer.
    expectOk(await put({ status: "rto" }), 200, shipmentJsonSchema);
    expectError(await decline(), 409);
  });
});
