import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { prisma } from "@/lib/db";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { rtoReport } from "@/lib/delivery/rto-report";
import { answerCodConfirmation } from "@/lib/flows/answer-cod";
import { figuresOf } from "@/lib/ledger/figures";
import { createMailPass } from "@/lib/mail/sender";
import { smtpTransport } from "@/lib/mail/transport";
import { runCodConfirmations } from "@/lib/flows/cod-confirmations";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrder } from "@/lib/flows/place-order";
import { listSellerOrderLines } from "@/lib/orders/seller";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { shopperOrder } from "@/lib/orders/shopper";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { ADDRESS, newProduct, newUser } from "./fixtures.ts";
import { recipient, startSmtp, type TestSmtp } from "./smtp.ts";

// Cash on delivery confirmed before dispatch (issue 41 §2) on the shop's defaults: every COD
// order waits 24 hours for its shopper's yes. Run on PGlite and, in the PostgreSQL lane, where
// the two passes below really run at once.

const servers: TestSmtp[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const stockOf = async (id: string) => toProductJson((await findProduct(id))!).stock;

async function codOrder(options: { paymentMethod?: "cod" | "upi" } = {}) {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const product = await newProduct(seller.id, { title: "Kurta", price: 999, size: [], stock: { "": 5 } });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 2 }));
  const placedAt = Date.now();
  const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address: ADDRESS, ...options }));
  return { seller, shopper, product, order, placedAt, line: order.lines[0] };
}

/** Sends the mail recorded so far to a real SMTP server; the confirmation link's token of the shopper's latest mail. */
async function mailedToken(email: string): Promise<string> {
  const server = await startSmtp();
  servers.push(server);
  const pass = createMailPass({ transport: smtpTransport(server.url) });
  await pass.run(Date.now() + 30_000);
  pass.close?.();
  const links = server.received.filter((mail) => recipient(mail) === email).map((mail) => /\/confirm-cod\?token=([\w-]+)/.exec(mail.text ?? "")?.[1]);
  const token = links.filter(Boolean).at(-1);
  expect(token, "a confirmation link in the shopper's mail").toBeDefined();
  return token!;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a refusal"),
    (error) => error as { status: number; code: string },
  );

describe("a pending cash-on-delivery order", () => {
  it("is placed pending with its deadline, and its lines cannot be accepted or dispatched until confirmed", async () => {
    const { seller, shopper, order, placedAt, line } = await codOrder();
    const json = toOrderJson(order).codConfirmation!;
    expect(json.status).toBe("pending");
    expect(Math.abs(new Date(json.by).getTime() - (placedAt + 24 * 3_600_000))).toBeLessThan(5_000);

    expect(await failure(setOrderLineStatus(seller.id, line.id, "Accepted"))).toMatchObject({ status: 409, code: "cod_unconfirmed" });
    expect(await failure(dispatchLines(seller.id, order.id, { lineIds: [line.id], carrier: "Delhivery", awb: "1234567890123" }))).toMatchObject({
      status: 409,
      code: "cod_unconfirmed",
    });
    // The seller's list finds it among the pending confirmations.
    const { lines } = await listSellerOrderLines(seller.id, { limit: 10, offset: 0, status: "unconfirmed" });
    expect(lines.map((l) => l.id)).toEqual([line.id]);

    await answerCodConfirmation({ shopperId: shopper.id, orderId: order.id }, "confirm");
    const confirmed = toOrderJson(await shopperOrder(shopper.id, order.id));
    expect(confirmed.codConfirmation).toEqual({ status: "confirmed", by: json.by });
    expect(confirmed.events.filter((e) => e.type === "cod_confirmed")).toHaveLength(1);
    expect((await setOrderLineStatus(seller.id, line.id, "Accepted")).line.status).toBe("Accepted");
    expect((await listSellerOrderLines(seller.id, { limit: 10, offset: 0, status: "unconfirmed" })).total).toBe(0);
  });

  it("asks nothing of another method, of a shop that turned it off, or of an order not above the threshold", async () => {
    await updateShop(shopUpdateSchema.parse({ upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo" } }));
    expect(toOrderJson((await codOrder({ paymentMethod: "upi" })).order).codConfirmation).toBeNull();
    // Two kurtas are ₹1,958 after the discount: not above ₹5,000.
    await updateShop(shopUpdateSchema.parse({ cod: { confirm: { above: 5000 } } }));
    expect(toOrderJson((await codOrder()).order).codConfirmation).toBeNull();
    await updateShop(shopUpdateSchema.parse({ cod: { confirm: { above: 0, enabled: false } } }));
    expect(toOrderJson((await codOrder()).order).codConfirmation).toBeNull();
    await updateShop(shopUpdateSchema.parse({ cod: { confirm: { enabled: true, hours: 0.01 } } }));
    const quick = await codOrder();
    expect(quick.order.codConfirmBy!.getTime() - quick.order.createdAt.getTime()).toBe(36_000);
  });
});

describe("the placed mail's link", () => {
  it("confirms once, without logging in; only the token's hash is stored", async () => {
    const { seller, shopper, order, line } = await codOrder();
    const recorded = await prisma.outboxMail.findMany({ where: { to: shopper.email } });
    const token = await mailedToken(shopper.email);
    expect(recorded.some((mail) => mail.text.includes(token))).toBe(false);
    const link = await prisma.accountToken.findFirstOrThrow({ where: { orderId: order.id } });
    expect(link.tokenHash).toBe(crypto.createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(await prisma.outboxMail.findMany({ select: { text: true, html: true } }))).not.toContain(token);

    expect((await answerCodConfirmation({ token }, "confirm")).codConfirmation?.status).toBe("confirmed");
    expect(await failure(answerCodConfirmation({ token }, "confirm"))).toMatchObject({ status: 400, code: "invalid_token" });
    expect(await failure(answerCodConfirmation({ token }, "cancel"))).toMatchObject({ status: 400, code: "invalid_token" });
    expect(await prisma.orderEvent.count({ where: { orderId: order.id, type: "cod_confirmed" } })).toBe(1);
    expect((await setOrderLineStatus(seller.id, line.id, "Accepted")).line.status).toBe("Accepted");
  });

  it("cancels the order when the shopper says so: units back, nothing owed, the seller told", async () => {
    const { shopper, order, product, seller } = await codOrder();
    const token = await mailedToken(shopper.email);
    expect(await stockOf(product.id)).toEqual({ "": 3 });
    expect((await answerCodConfirmation({ token }, "cancel")).codConfirmation?.status).toBe("cancelled");
    const after = await shopperOrder(shopper.id, order.id);
    expect(after.lines.map((l) => [l.status, l.cancelledBy])).toEqual([["Cancelled", "shopper"]]);
    expect(await stockOf(product.id)).toEqual({ "": 5 });
    expect(figuresOf(after.ledger).duePaise).toBe(0);
    expect(await prisma.outboxMail.count({ where: { to: seller.email, subject: { contains: "the shopper cancelled" } } })).toBe(1);
  });

  it("answers 409 cod_expired after the deadline, and a stranger's token does nothing to another order", async () => {
    const mine = await codOrder();
    const theirs = await codOrder();
    const token = await mailedToken(mine.shopper.email);
    await prisma.order.update({ where: { id: mine.order.id }, data: { codConfirmBy: new Date(Date.now() - 1000) } });
    expect(await failure(answerCodConfirmation({ token }, "confirm"))).toMatchObject({ status: 409, code: "cod_expired" });
    // A refused answer leaves the token as it was; the other order is untouched by it.
    expect((await prisma.accountToken.findFirstOrThrow({ where: { orderId: mine.order.id, tokenHash: { not: null } } })).usedAt).toBeNull();
    expect((await prisma.order.findUniqueOrThrow({ where: { id: theirs.order.id } })).codConfirmStatus).toBe("pending");
    expect(await failure(answerCodConfirmation({ shopperId: mine.shopper.id, orderId: theirs.order.id }, "confirm"))).toMatchObject({ status: 404 });
  });
});

describe("the shop's pass", () => {
  it("cancels an unconfirmed order once when two passes race: units back once, one event, one mail", async () => {
    const { shopper, order, product } = await codOrder();
    await prisma.order.update({ where: { id: order.id }, data: { codConfirmBy: new Date(Date.now() - 1000) } });
    const passes = await Promise.all([runCodConfirmations(), runCodConfirmations()]);
    // (An earlier test's order past its deadline may be among them.)
    expect(passes.flatMap((pass) => pass.expired).filter((id) => id === order.id)).toHaveLength(1);
    expect((await runCodConfirmations()).expired).toEqual([]);
    const after = await shopperOrder(shopper.id, order.id);
    expect(after.codConfirmStatus).toBe("expired");
    expect(after.lines.map((l) => [l.status, l.cancelledBy])).toEqual([["Cancelled", "system"]]);
    expect(await stockOf(product.id)).toEqual({ "": 5 });
    expect(figuresOf(after.ledger).duePaise).toBe(0);
    expect(after.events.filter((e) => e.type === "cod_expired")).toHaveLength(1);
    expect(await prisma.outboxMail.count({ where: { to: shopper.email, subject: { contains: "not confirmed in time" } } })).toBe(1);
    const report = await rtoReport(30);
    expect(report.codConfirmation.expired).toBeGreaterThanOrEqual(1);
    expect(report.codConfirmation.asked).toBeGreaterThanOrEqual(report.codConfirmation.confirmed + report.codConfirmation.expired);
  });

  it("reminds halfway, once, with a link of its own; the placed mail's link still works", async () => {
    const { shopper, order } = await codOrder();
    const placedToken = await mailedToken(shopper.email);
    await prisma.order.update({ where: { id: order.id }, data: { codRemindAt: new Date(Date.now() - 1000) } });
    const passes = await Promise.all([runCodConfirmations(), runCodConfirmations()]);
    expect(passes.flatMap((pass) => pass.reminded).filter((id) => id === order.id)).toHaveLength(1);
    expect(await prisma.outboxMail.count({ where: { to: shopper.email, subject: { contains: "please confirm" } } })).toBe(1);
    const reminderToken = await mailedToken(shopper.email);
    expect(reminderToken).not.toBe(placedToken);
    expect((await answerCodConfirmation({ token: placedToken }, "confirm")).codConfirmation?.status).toBe("confirmed");
    // The reminder's link answers the same again, which changes nothing; then it is spent.
    expect((await answerCodConfirmation({ token: reminderToken }, "confirm")).codConfirmation?.status).toBe("confirmed");
    expect(await prisma.orderEvent.count({ where: { orderId: order.id, type: "cod_confirmed" } })).toBe(1);
    expect(await failure(answerCodConfirmation({ token: reminderToken }, "confirm"))).toMatchObject({ status: 400, code: "invalid_token" });
  });

  it("leaves an order the shopper cancelled whole from the order page: nothing to expire", async () => {
    const { shopper, order } = await codOrder();
    await cancelOrder(shopper.id, order.id);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: order.id } })).codConfirmStatus).toBe("cancelled");
    await prisma.order.update({ where: { id: order.id }, data: { codConfirmBy: new Date(Date.now() - 1000) } });
    expect((await runCodConfirmations()).expired).toEqual([]);
  });
});
