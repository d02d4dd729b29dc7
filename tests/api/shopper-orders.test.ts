import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { orderJsonSchema, sellerOrderLineJsonSchema } from "@/lib/validation/responses";
import { type Account, addProduct, call, confirmCod, confirmEmail, expectError, expectOk, signUp, strangers } from "./client.ts";

// The shopper's order calls: GET /api/order/{userId}, GET /api/order/view/{orderId},
// PUT /api/order/cancel/{orderId} (docs/api.md "Orders").

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const orders = z.array(orderJsonSchema);
const sellerLines = z.array(sellerOrderLineJsonSchema);

async function order(shopper: Account, productIds: string[]) {
  for (const productId of productIds) await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId, quantity: 1 } });
  const placed = expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address } }), 201, orderJsonSchema);
  return confirmCod(shopper, placed);
}

async function shop() {
  const seller = await signUp(true);
  const shopper = await signUp();
  const shirt = await addProduct(seller, { title: "Shirt", price: 799.5, size: [] });
  const cap = await addProduct(seller, { title: "Cap", price: 299, size: [] });
  return { seller, shopper, shirt, cap };
}

const list = (who: Account, userId = who.id, query = "") => call("GET", `/api/order/${userId}${query}`, { token: who.token });
const view = (who: Account | null, orderId: string) => call("GET", `/api/order/view/${orderId}`, { token: who?.token ?? null });
const cancel = (who: Account | null, orderId: string, body?: unknown) => call("PUT", `/api/order/cancel/${orderId}`, { token: who?.token ?? null, body });
const accept = (seller: Account, lineId: string) => call("PUT", `/api/order/update/status/${lineId}`, { token: seller.token, body: { status: "Accepted" } });

describe("GET /api/order/{userId} and /api/order/view/{orderId}", () => {
  it("list the shopper's orders newest first, in the order/add shape with paymentMethod and each line's status", async () => {
    const { shopper, shirt, cap } = await shop();
    const first = await order(shopper, [shirt.id]);
    const second = await order(shopper, [shirt.id, cap.id]);
    const answer = await list(shopper);
    const mine = expectOk(answer, 200, orders);
    expect(mine.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(mine[0]).toEqual(second);
    expect(mine[0]).toMatchObject({ paymentMethod: "cod", len: 2, mrp: 1098.5 });
    expect(mine[0].items.map((l) => [l.productId.title, l.status, l.cancelledBy])).toEqual([
      ["Shirt", "Ordered", null],
      ["Cap", "Ordered", null],
    ]);
    expect(answer.headers.get("x-total-count")).toBe("2");
    expect(expectOk(await view(shopper, first.id), 200, orderJsonSchema)).toEqual(first);
  });

  it("pages: limit 20 by default, at most 100, and offset; bad values are 400", async () => {
    const { shopper, shirt } = await shop();
    const placed: string[] = [];
    for (let i = 0; i < 22; i++) placed.unshift((await order(shopper, [shirt.id])).id);
    expect(expectOk(await list(shopper), 200, orders).map((o) => o.id)).toEqual(placed.slice(0, 20));
    expect(expectOk(await list(shopper, shopper.id, "?limit=5&offset=20"), 200, orders).map((o) => o.id)).toEqual(placed.slice(20));
    expect(expectOk(await list(shopper, shopper.id, "?limit=3&offset=4"), 200, orders).map((o) => o.id)).toEqual(placed.slice(4, 7));
    expect(expectOk(await list(shopper, shopper.id, "?limit=1000"), 200, orders)).toHaveLength(22);
    expect(expectOk(await list(shopper, shopper.id, "?offset=50"), 200, orders)).toEqual([]);
    expectError(await list(shopper, shopper.id, "?limit=0"), 400, "limit");
    expectError(await list(shopper, shopper.id, "?limit=ten"), 400, "limit");
    expectError(await list(shopper, shopper.id, "?offset=-1"), 400, "offset");
  });
});

describe("PUT /api/order/cancel/{orderId}", () => {
  it("cancels only the lines still Ordered (no body needed); the seller sees them cancelled by the shopper; then 409", async () => {
    const { seller, shopper, shirt, cap } = await shop();
    const placed = await order(shopper, [shirt.id, cap.id]);
    const [shirtLine, capLine] = placed.items;
    expect(expectOk(await accept(seller, shirtLine._id), 200, sellerOrderLineJsonSchema).status).toBe("Accepted");

    const after = expectOk(await cancel(shopper, placed.id), 200, orderJsonSchema);
    expect(after.items.map((l) => [l._id, l.status, l.cancelledBy])).toEqual([
      [shirtLine._id, "Accepted", null],
      [capLine._id, "Cancelled", "shopper"],
    ]);
    const seen = expectOk(await call("GET", `/api/order/admin/${seller.id}`, { token: seller.token }), 200, sellerLines);
    expect(seen.find((l) => l._id === capLine._id)).toMatchObject({ status: "Cancelled", cancelledBy: "shopper", paymentMethod: "cod" });
    expect(seen.find((l) => l._id === shirtLine._id)).toMatchObject({ status: "Accepted", cancelledBy: null });

    const nothing = await cancel(shopper, placed.id);
    expectError(nothing, 409);
    expect(nothing.body.error.code).toBe("conflict");
    // The seller cannot accept what the shopper cancelled.
    expectError(await accept(seller, capLine._id), 400, "status");
  });

  it("{lineIds} cancels only those; lines of another order are 400; bad ids are 400; an unknown order is 404", async () => {
    const { shopper, shirt, cap } = await shop();
    const placed = await order(shopper, [shirt.id, cap.id]);
    const other = await order(shopper, [shirt.id]);
    const [shirtLine, capLine] = placed.items;
    expectError(await cancel(shopper, placed.id, { lineIds: [other.items[0]._id] }), 400, "lineIds");
    expectError(await cancel(shopper, placed.id, { lineIds: [] }), 400, "lineIds");
    expectError(await cancel(shopper, placed.id, { lineIds: ["not an id!"] }), 400, "lineIds.0");
    expectError(await cancel(shopper, "not an id!"), 400, "orderId");
    expectError(await cancel(shopper, "cnosuchorder0000000000000"), 404);
    const after = expectOk(await cancel(shopper, placed.id, { lineIds: [capLine._id] }), 200, orderJsonSchema);
    expect(after.items.map((l) => l.status)).toEqual(["Ordered", "Cancelled"]);
    expectError(await cancel(shopper, placed.id, { lineIds: [capLine._id] }), 409);
    expect(expectOk(await cancel(shopper, placed.id, { lineIds: [shirtLine._id] }), 200, orderJsonSchema).items.map((l) => l.status)).toEqual([
      "Cancelled",
      "Cancelled",
    ]);
    expect(expectOk(await view(shopper, other.id), 200, orderJsonSchema).items[0].status).toBe("Ordered");
  });

  it("a shopper's cancel and the seller's accept of the same line at the same moment: exactly one succeeds", async () => {
    const { seller, shopper, shirt } = await shop();
    for (let round = 0; round < 6; round++) {
      const placed = await order(shopper, [shirt.id]);
      const line = placed.items[0]._id;
      const [cancelled, accepted] = await Promise.all([cancel(shopper, placed.id), accept(seller, line)]);
      expect([cancelled.status, accepted.status].sort(), `round ${round}`).toEqual(cancelled.status === 200 ? [200, 400] : [200, 409]);
      const now = expectOk(await view(shopper, placed.id), 200, orderJsonSchema).items[0];
      expect(now.status).toBe(cancelled.status === 200 ? "Cancelled" : "Accepted");
    }
  });
});

describe("only the shopper who placed an order", () => {
  it("refuses the anonymous caller, another shopper and a seller on every call; the victim's orders stay as they were", async () => {
    const { seller: itsSeller, shopper: victim, shirt } = await shop();
    const placed = await order(victim, [shirt.id]);
    const before = expectOk(await list(victim), 200, orders);
    const { anonymous, shopper, seller } = await strangers();
    for (const [caller, listStatus, otherStatus] of [
      [anonymous, 401, 401],
      [shopper, 403, 404],
      [seller, 403, 404],
      [itsSeller, 403, 404],
    ] as const) {
      const token = caller?.token ?? null;
      expectError(await call("GET", `/api/order/${victim.id}`, { token }), listStatus);
      expectError(await call("GET", `/api/order/${victim.id}?limit=1`, { token }), listStatus);
      expectError(await view(caller, placed.id), otherStatus);
      expectError(await cancel(caller, placed.id), otherStatus);
      expectError(await cancel(caller, placed.id, { lineIds: [placed.items[0]._id] }), otherStatus);
    }
    // Each stranger's own list is theirs: empty.
    expect(expectOk(await list(shopper), 200, orders)).toEqual([]);
    expect(expectOk(await list(victim), 200, orders)).toEqual(before);
  });
});

describe("order mail without SMTP_URL", () => {
  it("is written as .eml files under DATA_DIR/mail by the server's own sender", async () => {
    const { shopper, shirt } = await shop();
    await confirmEmail(shopper);
    const placed = await order(shopper, [shirt.id]);
    const dir = path.join(inject("serverDataDir"), "mail");
    const mine = () =>
      fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
            .filter((text) => text.includes(`Subject: Your order ${placed.number} is placed`))
        : [];
    for (let i = 0; i < 100 && mine().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toContain(`To: ${shopper.username}@example.com`);
    expect(mine()[0]).toMatch(/Content-Type: text\/html/);
  });
});
