import { beforeAll, describe, expect, it } from "vitest";
import { addToCart, getCart } from "./cart-json.ts";
import { deleteProduct } from "@/lib/catalog/manage";
import { database, prisma } from "@/lib/db";
import { lineAmountsPaise, lineTotalPaise } from "@/lib/money";
import { toOrderJson } from "@/lib/api-json/orders";
import { MAX_ORDER_PAISE } from "@/lib/shared/order-limits";
import { cashPaidPaise, duePaise } from "@/lib/orders/payment";
import { placeOrder } from "@/lib/flows/place-order";
import { removePersonFromOrders } from "@/lib/orders/retention";
import { listSellerOrderLines, listSellerOrders, sellerOrder } from "@/lib/orders/seller";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { newProduct, newUser, shopWithoutCodConfirmation, whileCheckoutsFail } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// Orders as records (issue 21): numbers, amounts that add up, a timeline, and orders that
// outlive the accounts and products they name.

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };
const place = (userId: string) => placeOrder(userId, orderInputSchema.parse({ address })).then((placed) => placed.order);
const add = (userId: string, productId: string, quantity = 1) => addToCart(userId, cartAddSchema.parse({ productId, quantity }));
const numberValue = (number: string) => Number(number.slice(2));

/** A shopper row without a password hash (nobody logs in here), so twenty cost nothing. */
async function quickShopper(n: number) {
  const tag = `rec_${n}_${Math.random().toString(36).slice(2, 8)}`;
  return prisma.user.create({ data: { firstName: "Rec", email: `${tag}@example.com`, username: tag, passwordHash: "-" }, select: { id: true } });
}

describe("order numbers", () => {
  it("are OD and eight digits, unique, and increase with each order placed; a failed checkout's number is never reused", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const product = await newProduct(seller.id, { size: [] });
    await add(shopper.id, product.id);
    const first = await place(shopper.id);
    // A checkout whose last write fails (after the order row, and so its number, was written) rolls back.
    await add(shopper.id, product.id);
    await whileCheckoutsFail(shopper.id, () => expect(place(shopper.id)).rejects.toThrow(/power cut/));
    const second = await place(shopper.id);
    for (const order of [first, second]) expect(order.number).toMatch(/^OD\d{8}$/);
    // The failed checkout took the number after the first; the next order gets the one after that.
    expect(numberValue(second.number)).toBe(numberValue(first.number) + 2);
    expect(second.number > first.number).toBe(true);
    expect(toOrderJson(second).number).toBe(second.number);
  });

  it(`stay unique and increasing under 20 checkouts at once (${database().kind})`, async () => {
    const seller = await newUser({ admin: true });
    const product = await newProduct(seller.id, { size: [] });
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, n) => quickShopper(n)));
    for (const shopper of shoppers) await add(shopper.id, product.id);
    const before = await prisma.order.findFirstOrThrow({ orderBy: { number: "desc" }, select: { number: true } }).catch(() => ({ number: "OD10000000" }));
    const placed = await Promise.all(shoppers.map((shopper) => place(shopper.id)));
    const numbers = placed.map((order) => order.number);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) {
      expect(number).toMatch(/^OD\d{8}$/);
      expect(numberValue(number)).toBeGreaterThan(numberValue(before.number));
    }
    // As text they sort as they were given out, so a list by number is a list in placing order.
    expect([...numbers].sort()).toEqual([...numbers].sort((a, b) => numberValue(a) - numberValue(b)));
    const shopper = await quickShopper(99);
    await add(shopper.id, product.id);
    const after = await place(shopper.id);
    expect(numberValue(after.number)).toBeGreaterThan(Math.max(...numbers.map(numberValue)));
  });
});

describe("line amounts", () => {
  it("add up to the order's total for one line at awkward prices, in ₹0.01 steps", async () => {
    const seller = await newUser({ admin: true });
    for (const [price, quantity] of [
      [0.01, 1],
      [0.01, 99],
      [0.25, 1],
      [0.49, 3],
      [12.99, 7],
      [799.99, 99],
      [1299.37, 13],
    ] as const) {
      const shopper = await newUser();
      const product = await newProduct(seller.id, { price, size: [] });
      await add(shopper.id, product.id, quantity);
      const order = await place(shopper.id);
      expect(order.lines.map((line) => line.amountPaise)).toEqual([order.totalPaise]);
      expect(toOrderJson(order).items[0].amount).toBe(order.totalPaise / 100);
    }
  });

  it("add up to the order's total for 100 lines of ₹0.01 steps from two sellers, by the rule of lib/money.ts", async () => {
    const sellers = [await newUser({ admin: true }), await newUser({ admin: true })];
    const shopper = await newUser();
    // ₹0.01, ₹10.02, ₹20.03, …: every line a different awkward price; 50 products a seller (each has 60 writes a minute).
    for (let i = 0; i < 100; i++) {
      const product = await newProduct(sellers[i % 2].id, { title: `P${i}`, price: (i * 1001 + 1) / 100, size: [] });
      await add(shopper.id, product.id, (i % 3) + 1);
    }
    const order = await place(shopper.id);
    expect(order.lines).toHaveLength(100);
    const amounts = order.lines.map((line) => line.amountPaise);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(order.totalPaise);
    // The stored amounts are the rule's, for the lines in the order they were placed (the cart's).
    const cartOrder = [...order.lines].sort((a, b) => Number(a.title.slice(1)) - Number(b.title.slice(1)));
    expect(cartOrder.map((line) => line.amountPaise)).toEqual(
      lineAmountsPaise(
        cartOrder.map((line) => lineTotalPaise(line.unitPaise, line.quantity)),
        order.discountPaise,
      ),
    );
    // What each seller collects, summed, is what the shopper was told to pay.
    const perSeller = await Promise.all(sellers.map((seller) => sellerOrder(seller.id, order.number)));
    expect(perSeller.map((view) => view.lines.length)).toEqual([50, 50]);
    expect(perSeller.reduce((sum, view) => sum + duePaise(view.lines, { codFeePaise: 0, deliveryPaise: 0, payment: view.payment }), 0)).toBe(order.totalPaise);
  }, 120_000);

  it("what the sellers collect on delivery adds up to what the shopper was told, and due follows every change", async () => {
    const sellerA = await newUser({ admin: true });
    const sellerB = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(sellerA.id, { title: "Shirt", price: 333.33, size: [] });
    const cap = await newProduct(sellerA.id, { title: "Cap", price: 0.99, size: [] });
    const shoes = await newProduct(sellerB.id, { title: "Shoes", price: 1299.99, size: [] });
    await add(shopper.id, shirt.id, 3);
    await add(shopper.id, cap.id, 1);
    await add(shopper.id, shoes.id, 1);
    const order = await place(shopper.id);
    const told = toOrderJson(order);
    expect(told.due).toBe(told.total);
    expect(told.items.reduce((sum, item) => sum + Math.round(item.amount * 100), 0)).toBe(Math.round(told.total * 100));

    for (const [seller, lines] of [
      [sellerA, order.lines.filter((l) => l.sellerId === sellerA.id)],
      [sellerB, order.lines.filter((l) => l.sellerId === sellerB.id)],
    ] as const) {
      for (const line of lines) {
        await setOrderLineStatus(seller.id, line.id, "Accepted");
        await setOrderLineStatus(seller.id, line.id, "Delivered");
      }
    }
    const collected = await Promise.all(
      [sellerA, sellerB].map(async (seller) => cashPaidPaise((await sellerOrder(seller.id, order.number)).lines, { codFeePaise: 0, deliveryPaise: 0 })),
    );
    expect(collected[0] + collected[1]).toBe(Math.round(told.total * 100));
    const after = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(after.due).toBe(0);
    expect(after.total).toBe(told.total);
  });

  it("due drops by a cancelled line's amount, whoever cancels it", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const [a, b, c] = await Promise.all([10.01, 20.02, 30.03].map((price, i) => newProduct(seller.id, { title: `L${i}`, price, size: [] })));
    for (const p of [a, b, c]) await add(shopper.id, p.id);
    const order = await place(shopper.id);
    const [la, lb, lc] = order.lines;
    await setOrderLineStatus(seller.id, la.id, "Cancelled", "Out of this colour");
    expect(toOrderJson(await shopperOrder(shopper.id, order.id)).due).toBe((lb.amountPaise + lc.amountPaise) / 100);
    const { order: cancelled } = await cancelOrder(shopper.id, order.id, [lb.id]);
    expect(toOrderJson(cancelled).due).toBe(lc.amountPaise / 100);
  });
});

describe("an order's limit", () => {
  it("refuses an order whose items are worth more than ₹1 crore with 400 naming the limit, and keeps the cart", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const gold = await newProduct(seller.id, { title: "Zari sherwani", price: 1_000_000, size: [] });
    await add(shopper.id, gold.id, 22);
    const refusal = await place(shopper.id).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 400, code: "order_too_large", fields: { total: [expect.stringContaining("₹1,00,00,000")] } });
    expect((refusal as Error).message).toContain("₹1,00,00,000");
    expect((await getCart(shopper.id)).cartItems).toHaveLength(1);
    expect(await prisma.order.count({ where: { userId: shopper.id } })).toBe(0);
  });

  it("stores an order of exactly the limit to the paisa", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const gold = await newProduct(seller.id, { title: "Zari sherwani", price: 1_000_000, size: [] });
    await add(shopper.id, gold.id, 10);
    const order = await place(shopper.id);
    const stored = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { lines: true } });
    expect([stored.mrpPaise, stored.discountPaise, stored.totalPaise, stored.lines[0].amountPaise]).toEqual([
      MAX_ORDER_PAISE,
      MAX_ORDER_PAISE / 50,
      MAX_ORDER_PAISE - MAX_ORDER_PAISE / 50,
      MAX_ORDER_PAISE - MAX_ORDER_PAISE / 50,
    ]);
  });
});

describe("the timeline", () => {
  it("records every change with its time, who made it and which lines; a seller sees only the order's and their own", async () => {
    const sellerA = await newUser({ admin: true });
    const sellerB = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(sellerA.id, { title: "Shirt", size: [] });
    const cap = await newProduct(sellerA.id, { title: "Cap", size: [] });
    const shoes = await newProduct(sellerB.id, { title: "Shoes", size: [] });
    for (const p of [shirt, cap, shoes]) await add(shopper.id, p.id);
    const order = await place(shopper.id);
    const line = (productId: string) => order.lines.find((l) => l.productId === productId)!;
    await setOrderLineStatus(sellerA.id, line(shirt.id).id, "Accepted");
    await setOrderLineStatus(sellerA.id, line(cap.id).id, "Cancelled", "The cap came back damaged from the dyer.");
    await setOrderLineStatus(sellerA.id, line(shirt.id).id, "Delivered");
    await cancelOrder(shopper.id, order.id);

    const events = toOrderJson(await shopperOrder(shopper.id, order.id)).events;
    expect(events.map(({ type, by, lineIds, note }) => ({ type, by, lineIds, note }))).toEqual([
      { type: "placed", by: "shopper", lineIds: undefined, note: undefined },
      { type: "accepted", by: "seller", lineIds: [line(shirt.id).id], note: undefined },
      { type: "cancelled", by: "seller", lineIds: [line(cap.id).id], note: "The cap came back damaged from the dyer." },
      { type: "delivered", by: "seller", lineIds: [line(shirt.id).id], note: undefined },
      { type: "cancelled", by: "shopper", lineIds: [line(shoes.id).id], note: undefined },
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(Math.abs(times[0] - order.createdAt.getTime())).toBeLessThan(5000);
    const rows = await prisma.orderEvent.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.actorId)).toEqual([shopper.id, sellerA.id, sellerA.id, sellerA.id, shopper.id]);

    // Seller B sees the placing and the shopper's cancel of their shoes, not seller A's lines.
    const seenByB = (await sellerOrder(sellerB.id, order.number)).events.map((e) => [e.type, e.lineIds]);
    expect(seenByB).toEqual([
      ["placed", []],
      ["cancelled", [line(shoes.id).id]],
    ]);
    // A seller with no line in the order, and a shopper, find nothing by its number.
    const stranger = await newUser({ admin: true });
    await expect(sellerOrder(stranger.id, order.number)).rejects.toMatchObject({ status: 404 });
    await expect(sellerOrder(shopper.id, order.number)).rejects.toMatchObject({ status: 403 });
  });
});

describe("the seller's lists", () => {
  it("page, filter by status and find an order by its number, with the count of all that match", async () => {
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const products = await Promise.all([1, 2].map((n) => newProduct(seller.id, { title: `Q${n}`, size: [] })));
    const orders = [];
    for (let i = 0; i < 6; i++) {
      for (const p of products) await add(shopper.id, p.id);
      orders.push(await place(shopper.id));
    }
    // Newest first, an order's lines together and in line order.
    const all = await listSellerOrderLines(seller.id, { limit: 50, offset: 0 });
    expect(all.total).toBe(12);
    expect(all.lines.map((l) => l.order.number)).toEqual(orders.flatMap((o) => [o.number, o.number]).reverse());
    const page = await listSellerOrderLines(seller.id, { limit: 5, offset: 5 });
    expect(page.lines.map((l) => l.id)).toEqual(all.lines.slice(5, 10).map((l) => l.id));
    expect(page.total).toBe(12);

    await setOrderLineStatus(seller.id, orders[1].lines[0].id, "Accepted");
    await setOrderLineStatus(seller.id, orders[4].lines[1].id, "Accepted");
    const accepted = await listSellerOrderLines(seller.id, { limit: 50, offset: 0, status: "Accepted" });
    expect(accepted.lines.map((l) => l.id)).toEqual([orders[4].lines[1].id, orders[1].lines[0].id]);
    expect(accepted.total).toBe(2);

    for (const typed of [orders[2].number, orders[2].number.slice(2), ` #${orders[2].number.toLowerCase()} `, orders[2].id]) {
      const found = await listSellerOrderLines(seller.id, { limit: 50, offset: 0, search: typed });
      expect(found.lines.map((l) => l.orderId)).toEqual([orders[2].id, orders[2].id]);
      expect(found.total).toBe(2);
    }
    expect((await listSellerOrderLines(seller.id, { limit: 50, offset: 0, search: "OD99999999" })).total).toBe(0);

    // By order: a page of orders, each with the seller's lines that match.
    const byOrder = await listSellerOrders(seller.id, { limit: 4, offset: 0 });
    expect(byOrder.total).toBe(6);
    expect(byOrder.orders.map((o) => o.number)).toEqual(
      orders
        .slice(2)
        .map((o) => o.number)
        .reverse(),
    );
    expect(byOrder.orders.every((o) => o.lines.length === 2)).toBe(true);
    const acceptedOrders = await listSellerOrders(seller.id, { limit: 4, offset: 0, status: "Accepted" });
    expect(acceptedOrders.orders.map((o) => [o.number, o.lines.map((l) => l.id)])).toEqual([
      [orders[4].number, [orders[4].lines[1].id]],
      [orders[1].number, [orders[1].lines[0].id]],
    ]);
    expect((await listSellerOrders(seller.id, { limit: 4, offset: 0, search: orders[3].number.slice(2) })).orders.map((o) => o.id)).toEqual([orders[3].id]);
    // Another seller's lists hold none of it.
    const other = await newUser({ admin: true });
    expect((await listSellerOrders(other.id, { limit: 4, offset: 0 })).total).toBe(0);
  });
});

describe("records outlive accounts and products", () => {
  async function twoSellerOrder() {
    const sellerA = await newUser({ admin: true });
    const sellerB = await newUser({ admin: true });
    const shopper = await newUser();
    const shirt = await newProduct(sellerA.id, { title: "Shirt", price: 799.5, size: [] });
    const shoes = await newProduct(sellerB.id, { title: "Shoes", price: 1299.99, size: [] });
    await add(shopper.id, shirt.id, 2);
    await add(shopper.id, shoes.id, 1);
    const order = await place(shopper.id);
    await setOrderLineStatus(sellerA.id, order.lines[0].id, "Accepted");
    return { sellerA, sellerB, shopper, shirt, shoes, order };
  }

  const stored = (orderId: string) =>
    prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { lines: { orderBy: { id: "asc" } }, events: true, payment: { include: { refunds: true } }, shipments: true, ledger: true },
    });

  it("deleting a product, then a seller, then the shopper keeps the order, its lines, amounts, address and timeline", async () => {
    const { sellerA, sellerB, shopper, shirt, order } = await twoSellerOrder();
    const before = await stored(order.id);

    await deleteProduct(sellerA.id, shirt.id);
    await prisma.user.delete({ where: { id: sellerB.id } });
    await prisma.user.delete({ where: { id: shopper.id } });

    const after = await stored(order.id);
    expect(after.userId).toBeNull();
    expect(after.lines.map((l) => [l.productId, l.sellerId])).toEqual([
      [null, sellerA.id],
      [null, null],
    ]);
    const keep = (o: typeof before) => ({
      number: o.number,
      address: [o.name, o.mobile, o.address, o.pin],
      money: [o.mrpPaise, o.discountPaise, o.totalPaise],
      lines: o.lines.map((l) => [l.title, l.unitPaise, l.quantity, l.amountPaise, l.status]),
      events: o.events.length,
    });
    expect(keep(after)).toEqual(keep(before));
    // The record still reads as JSON, with no seller where the seller is gone.
    const json = toOrderJson({ ...after, returns: [], invoices: [], creditNotes: [], deliveryChallans: [] });
    expect(json.items.map((i) => i.productId.adminId)).toEqual([sellerA.id, null]);
    expect(json.total).toBe(2841.01);
    // Seller A still has their line, and can still deliver it.
    expect((await listSellerOrderLines(sellerA.id, { limit: 5, offset: 0 })).lines.map((l) => l.id)).toEqual([order.lines[0].id]);
    await setOrderLineStatus(sellerA.id, order.lines[0].id, "Delivered");
  });

  it("removing a person from their orders keeps the orders and forgets only the person", async () => {
    const { sellerA, shopper, order } = await twoSellerOrder();
    const result = await prisma.$transaction((tx) => removePersonFromOrders(tx, shopper.id));
    expect(result).toEqual({ orders: 1, lines: 0, events: 1 });
    const seller = await prisma.$transaction((tx) => removePersonFromOrders(tx, sellerA.id));
    expect(seller).toEqual({ orders: 0, lines: 1, events: 1 });
    const after = await stored(order.id);
    expect(after.userId).toBeNull();
    expect(after.lines[0].sellerId).toBeNull();
    expect(after.events.every((e) => e.actorId === null)).toBe(true);
    expect(after.events.map((e) => e.by).sort()).toEqual(["seller", "shopper"]);
    expect([after.name, after.address, after.pin, after.totalPaise]).toEqual([address.name, address.address, address.pin, order.totalPaise]);
    // The accounts themselves are untouched; the shopper simply no longer finds the order.
    expect(await prisma.user.count({ where: { id: { in: [shopper.id, sellerA.id] } } })).toBe(2);
    await expect(shopperOrder(shopper.id, order.id)).rejects.toMatchObject({ status: 404 });
  });
});
