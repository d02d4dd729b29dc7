import crypto from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { codLinkAnswerJsonSchema, orderJsonSchema, rtoReportJsonSchema, sellerOrderLineJsonSchema } from "@/lib/validation/responses";
import { addProduct, call, confirmEmail, expectError, expectOk, mailedToken, ownShopOwner, signUp, type Account } from "./client.ts";

// Cash on delivery confirmed before dispatch (issue 41 §2), over HTTP: the shared server's shop
// has never set its profile, so every COD order asks (the defaults: above ₹0, 24 hours).

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road", pin: "560001" };

async function placed(shopper: Account, seller: Account, base?: string) {
  const product = await addProduct(seller, { size: [], price: 700 }, base);
  expect((await call("POST", `/api/cart/add/${shopper.id}`, { base, token: shopper.token, body: { productId: product._id, quantity: 1 } })).status).toBe(200);
  return expectOk(await call("POST", `/api/order/add/${shopper.id}`, { base, token: shopper.token, body: { address } }), 201, orderJsonSchema);
}

/** An error answer with its status and code. */
function refused(answer: Awaited<ReturnType<typeof call>>, status: number, code: string): void {
  expectError(answer, status);
  expect(answer.body.error.code).toBe(code);
}

const accept = (seller: Account, lineId: string, base?: string) =>
  call("PUT", `/api/order/update/status/${lineId}`, { base, token: seller.token, body: { status: "Accepted" } });
const byToken = (token: string, answer?: string, base?: string) =>
  call("POST", "/api/order/confirm-cod", { base, body: { token, ...(answer ? { answer } : {}) } });

describe("POST /api/order/confirm-cod and /api/order/{orderId}/confirm-cod", () => {
  it("the placed mail's token confirms once, without logging in; the seller may accept only then", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    await confirmEmail(shopper);
    const order = await placed(shopper, seller);
    expect(order.codConfirmation).toMatchObject({ status: "pending" });
    const hours = (new Date(order.codConfirmation!.by).getTime() - new Date(order.createdAt).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 3);
    refused(await accept(seller, order.items[0]._id), 409, "cod_unconfirmed");
    const unconfirmed = await call("GET", `/api/order/admin/${seller.id}?status=unconfirmed`, { token: seller.token });
    expect(unconfirmed.body.map((line: { _id: string }) => line._id)).toEqual([order.items[0]._id]);
    expect(unconfirmed.body[0].codConfirmation).toMatchObject({ status: "pending" });

    const token = await mailedToken(shopper, `Your order ${order.number} is placed`, "/confirm-cod");
    // A token no mail carried, and a stranger logged in naming the order, change nothing.
    refused(await byToken(crypto.randomBytes(32).toString("base64url")), 400, "invalid_token");
    expectError(await call("POST", `/api/order/${order.id}/confirm-cod`, { token: (await signUp()).token, body: {} }), 404);

    const answer = expectOk(await byToken(token), 200, codLinkAnswerJsonSchema);
    expect(answer).toEqual({ number: order.number, codConfirmation: { status: "confirmed", by: order.codConfirmation!.by } });
    refused(await byToken(token), 400, "invalid_token");
    refused(await byToken(token, "cancel"), 400, "invalid_token");
    expect(expectOk(await accept(seller, order.items[0]._id), 200, sellerOrderLineJsonSchema).status).toBe("Accepted");
    const after = expectOk(await call("GET", `/api/order/view/${order.id}`, { token: shopper.token }), 200, orderJsonSchema);
    expect(after.events.filter((event) => event.type === "cod_confirmed")).toHaveLength(1);
  });

  it("the shopper confirms on the order page once (again is the same answer), or cancels instead", async () => {
    const seller = await signUp(true);
    const shopper = await signUp();
    const first = await placed(shopper, seller);
    const confirmed = expectOk(await call("POST", `/api/order/${first.id}/confirm-cod`, { token: shopper.token }), 200, orderJsonSchema);
    expect(confirmed.codConfirmation?.status).toBe("confirmed");
    const again = expectOk(await call("POST", `/api/order/${first.id}/confirm-cod`, { token: shopper.token, body: {} }), 200, orderJsonSchema);
    expect(again.events.filter((event) => event.type === "cod_confirmed")).toHaveLength(1);
    refused(await call("POST", `/api/order/${first.id}/confirm-cod`, { token: shopper.token, body: { answer: "cancel" } }), 409, "conflict");

    const second = await placed(shopper, seller);
    const cancelled = expectOk(
      await call("POST", `/api/order/${second.id}/confirm-cod`, { token: shopper.token, body: { answer: "cancel" } }),
      200,
      orderJsonSchema,
    );
    expect(cancelled.codConfirmation?.status).toBe("cancelled");
    expect(cancelled.items.map((line) => [line.status, line.cancelledBy])).toEqual([["Cancelled", "shopper"]]);
    expect(cancelled.due).toBe(0);
    expectError(await call("POST", `/api/order/${second.id}/confirm-cod`, { token: shopper.token, body: { answer: "maybe" } }), 400, "answer");
  });

  it("after the deadline: 409 cod_expired, and the shop's side work cancels the order (an owner's 36 seconds)", { timeout: 120_000 }, async () => {
    const base = inject("ownShopUrl");
    const owner = await ownShopOwner();
    const setHours = async (hours: number) =>
      expect((await call("PUT", "/api/shop", { base, token: owner.token, body: { cod: { confirm: { hours } } } })).status).toBe(200);
    const shopper = await signUp(false, base);
    await setHours(0.01);
    let order;
    try {
      order = await placed(shopper, owner, base);
    } finally {
      await setHours(24);
    }
    expect(new Date(order.codConfirmation!.by).getTime() - new Date(order.createdAt).getTime()).toBe(36_000);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, new Date(order.codConfirmation!.by).getTime() - Date.now() + 500)));
    refused(await call("POST", `/api/order/${order.id}/confirm-cod`, { base, token: shopper.token, body: {} }), 409, "cod_expired");
    // The side work runs every 10 s in the server (BACKGROUND_WORK=interval).
    let after = order;
    for (let i = 0; i < 60 && after.codConfirmation?.status !== "expired"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = expectOk(await call("GET", `/api/order/view/${order.id}`, { base, token: shopper.token }), 200, orderJsonSchema);
    }
    expect(after.codConfirmation?.status).toBe("expired");
    expect(after.items.map((line) => [line.status, line.cancelledBy])).toEqual([["Cancelled", "system"]]);
    expect(after.events.filter((event) => event.type === "cod_expired")).toHaveLength(1);
    const report = expectOk(await call("GET", "/api/report/rto?days=30", { base, token: owner.token }), 200, rtoReportJsonSchema);
    expect(report.codConfirmation.expired).toBeGreaterThanOrEqual(1);
  });
});
