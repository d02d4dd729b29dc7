import { describe, expect, it } from "vitest";
import { z } from "zod";
import { orderJsonSchema, returnJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, deliverTo, expectError, expectOk, signUp } from "./client.ts";

// Returns (issue 25) over HTTP: who may ask and move, what refund details are taken, and that
// they never come back in full.

const ACCOUNT = "001234567890";

/** One shirt in M delivered to a shopper through a parcel. */
async function deliveredShirt() {
  const seller = await signUp(true);
  const shopper = await signUp();
  const product = await addProduct(seller, { title: "Shirt", price: 1000, size: ["M", "L"] });
  return { seller, shopper, ...(await deliverTo(seller, shopper, product.id)) };
}

const askFor = (token: string, orderId: string, body: unknown) => call("POST", `/api/order/return/${orderId}`, { token, body });

describe("POST /api/order/return/{orderId}", () => {
  it("is the shopper's: another shopper's order is 404, no token 401", async () => {
    const { order, lineId } = await deliveredShirt();
    const other = await signUp();
    const body = { lines: [{ lineId, quantity: 1, reason: "too_small" }], refundTo: { upi: "asha@okhdfc" } };
    expectError(await askFor(other.token, order.id, body), 404);
    expectError(await call("POST", `/api/order/return/${order.id}`, { body }), 401);
  });

  it("checks the UPI ID, the IFSC and the account number: 400 naming the field", async () => {
    const { shopper, order, lineId } = await deliveredShirt();
    const lines = [{ lineId, quantity: 1, reason: "too_small" }];
    for (const upi of ["asha", "asha@", "@okhdfc", "asha@9bank", "a b@okhdfc"])
      expectError(await askFor(shopper.token, order.id, { lines, refundTo: { upi } }), 400);
    for (const ifsc of ["SBIN1234567", "SBI00001234", "SBIN000123", "SBIN00012345"]) {
      expectError(await askFor(shopper.token, order.id, { lines, refundTo: { bank: { name: "Asha", account: ACCOUNT, ifsc } } }), 400, "refundTo.bank.ifsc");
    }
    expectError(
      await askFor(shopper.token, order.id, { lines, refundTo: { bank: { name: "Asha", account: "12ab", ifsc: "SBIN0001234" } } }),
      400,
      "refundTo.bank.account",
    );
    expectError(await askFor(shopper.token, order.id, { lines }), 400, "refundTo");
    expectError(
      await askFor(shopper.token, order.id, { lines: [{ lineId, quantity: 1, reason: "other" }], refundTo: { upi: "asha@okhdfc" } }),
      400,
      "lines.0.reasonText",
    );
  });

  it("answers the refund details masked, and no reader ever sees the full account number", async () => {
    const { seller, shopper, order, lineId } = await deliveredShirt();
    const made = expectOk(
      await askFor(shopper.token, order.id, {
        lines: [{ lineId, quantity: 1, reason: "damaged_or_defective" }],
        refundTo: { bank: { name: "Asha Rao", account: ACCOUNT, ifsc: "SBIN0001234" } },
      }),
      201,
      returnJsonSchema,
    );
    expect(made).toMatchObject({ status: "requested", refundTo: "Bank ••••7890 (SBIN0001234)", number: expect.stringMatching(/^RT\d+$/) });
    const reads = [
      await call("GET", `/api/return/${made.id}`, { token: shopper.token }),
      await call("GET", `/api/return/${made.id}`, { token: seller.token }),
      await call("GET", `/api/returns/${shopper.id}`, { token: shopper.token }),
      await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }),
      await call("PUT", `/api/return/${made.id}`, { token: seller.token, body: { status: "approved" } }),
    ];
    for (const answer of reads) expect(answer.status).toBe(200);
    expectOk(reads[2], 200, z.array(returnJsonSchema));
    for (const answer of reads) expect(JSON.stringify(answer.body)).not.toContain(ACCOUNT);
  });
});

describe("PUT and GET /api/return/{returnId}", () => {
  it("is the lines' seller's: another seller is 403 and moves nothing; the shopper may read but not move", async () => {
    const { seller, shopper, order, lineId } = await deliveredShirt();
    const made = expectOk(
      await askFor(shopper.token, order.id, { lines: [{ lineId, quantity: 1, reason: "too_small", exchangeSize: "L" }] }),
      201,
      returnJsonSchema,
    );
    const rival = await signUp(true);
    expectError(await call("PUT", `/api/return/${made.id}`, { token: rival.token, body: { status: "approved" } }), 403);
    expectError(await call("GET", `/api/return/${made.id}`, { token: rival.token }), 403);
    expectError(await call("PUT", `/api/return/${made.id}`, { token: shopper.token, body: { status: "approved" } }), 403);
    expectError(await call("GET", `/api/return/${made.id}`, { token: (await signUp()).token }), 404);
    expectError(await call("PUT", `/api/return/${made.id}`, { token: seller.token, body: { status: "received" } }), 409);
    const approved = expectOk(
      await call("PUT", `/api/return/${made.id}`, {
        token: seller.token,
        body: { status: "approved", carrier: "Delhivery", awb: "PK 1234 5678", note: "Pickup tomorrow" },
      }),
      200,
      returnJsonSchema,
    );
    expect(approved).toMatchObject({ status: "approved", awb: "PK12345678", note: "Pickup tomorrow", kind: "exchange" });
    const seen = expectOk(await call("GET", `/api/return/${made.id}`, { token: shopper.token }), 200, returnJsonSchema);
    expect(seen.events?.map((event) => event.type)).toEqual(["return_requested", "return_approved"]);
    expect(expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema).returns).toEqual([
      { id: made.id, number: made.number, status: "approved" },
    ]);
    expectError(await call("GET", `/api/returns/${shopper.id}`, { token: rival.token }), 403);
  });
});
