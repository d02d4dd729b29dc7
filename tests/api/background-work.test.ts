import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cronJsonSchema, orderJsonSchema, shopJsonSchema } from "@/lib/validation/responses";
import { recipient, startSmtp, until, type TestSmtp } from "../integration/smtp.ts";
import { startServer, type RunningServer } from "../setup/server.ts";
import { startRazorpayStandIn, STANDIN_KEYS, type RazorpayStandIn } from "../support/razorpay-standin.ts";
import { addProduct, call, expectError, expectOk, signUp, type Account, type CallOptions } from "./client.ts";
import { getPage } from "./html.ts";

// Side work on a server started as on a serverless host (BACKGROUND_WORK=request: no timer in
// the process; docs/deploying.md, Vercel): mail leaves after the answer of the request that
// recorded it (Next's after()), and what is due by time, unpaid orders and refunds Razorpay
// did not take, waits for GET /api/cron. A server of this file's own: a real SMTP server in
// this process, a Razorpay stand-in of its own, and a one-minute payment window.

const SITE = "https://shop.example.test";
const CRON_SECRET = "cron-secret-for-the-background-work-test";
const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };

let smtp: TestSmtp;
let standIn: RazorpayStandIn;
let server: RunningServer;
let owner: Account;

const on = (method: string, path: string, options: CallOptions = {}) => call(method, path, { base: server.baseUrl, ...options });
const cron = (authorization?: string) => on("GET", "/api/cron", { headers: authorization ? { authorization } : {} });
const runCron = async () => expectOk(await cron(`Bearer ${CRON_SECRET}`), 200, cronJsonSchema).ran;
const view = async (shopper: Account, orderId: string) =>
  expectOk(await on("GET", `/api/order/view/${orderId}`, { token: shopper.token }), 200, orderJsonSchema);
const mailTo = (email: string) => smtp.received.filter((m) => recipient(m) === email);

/** A shopper whose address is confirmed through the link of the sign-up mail, which itself left after the sign-up's answer. */
async function confirmedShopper(): Promise<Account> {
  const shopper = await signUp(false, server.baseUrl);
  const email = `${shopper.username}@example.com`;
  await until(() => mailTo(email).length > 0, "the sign-up's mail");
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mailTo(email)[0].text ?? "")?.[1];
  expect((await on("POST", "/api/auth/verify", { body: { token } })).status).toBe(200);
  return shopper;
}

async function order(shopper: Account, productId: string, quantity: number, paymentMethod: string, size?: string) {
  expect((await on("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId, quantity, size } })).status).toBe(200);
  return expectOk(await on("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address, paymentMethod } }), 201, orderJsonSchema);
}

const productPage = async (productId: string) => (await getPage(`/product/${productId}`, {}, server.baseUrl)).html.replaceAll("<!-- -->", "");

// Placed first, so that its one-minute window ends while the other tests run.
let unpaid: { shopper: Account; orderId: string; productId: string; placedAt: number };

beforeAll(async () => {
  [smtp, standIn] = await Promise.all([startSmtp(), startRazorpayStandIn(STANDIN_KEYS)]);
  server = await startServer({
    DATABASE_URL: "",
    SEED_DEMO_DATA: "0",
    SITE_URL: SITE,
    SMTP_URL: smtp.url,
    TRUST_PROXY: "1",
    SELLER_SIGNUP: "open",
    BACKGROUND_WORK: "request",
    CRON_SECRET,
    RAZORPAY_KEY_ID: STANDIN_KEYS.keyId,
    RAZORPAY_KEY_SECRET: STANDIN_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: STANDIN_KEYS.webhookSecret,
    RAZORPAY_API_BASE: standIn.url,
  });
  // The first seller is the shop's owner.
  owner = await signUp(true, server.baseUrl);
  const settings = { upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo Fashions" }, paymentWindowMinutes: 1 };
  expect(expectOk(await on("PUT", "/api/shop", { token: owner.token, body: settings }), 200, shopJsonSchema).paymentWindowMinutes).toBe(1);
  const product = await addProduct(owner, { title: "Kurta", size: ["M"], stock: { M: 5 } }, server.baseUrl);
  const shopper = await signUp(false, server.baseUrl);
  const placed = await order(shopper, product.id, 3, "upi", "M");
  unpaid = { shopper, orderId: placed.id, productId: product.id, placedAt: Date.now() };
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([smtp?.close(), standIn?.close()]);
});

describe("GET /api/cron", () => {
  it("is 401 without the secret, with another one, or not as a bearer token", async () => {
    expectError(await cron(), 401);
    expectError(await cron("Bearer not-the-secret"), 401);
    expectError(await cron(CRON_SECRET), 401);
    expectError(await cron(`Basic ${Buffer.from(`x:${CRON_SECRET}`).toString("base64")}`), 401);
  });
});

describe("with BACKGROUND_WORK=request", () => {
  it("an order's mail reaches the mail server within 10 s of its answer, sent after the request", async () => {
    const shopper = await confirmedShopper();
    const product = await addProduct(owner, { title: "Dupatta", size: [] }, server.baseUrl);
    const placed = await order(shopper, product.id, 1, "cod");
    const answered = Date.now();
    await until(() => mailTo(`${shopper.username}@example.com`).some((m) => m.subject === `Your order ${placed.number} is placed`), "the order's mail");
    expect(Date.now() - answered).toBeLessThan(10_000);
    // Its phone message too (no SMS provider set: written as a file), woken with the mail.
    const sms = () => {
      const dir = path.join(server.dataDir, "messages");
      if (!fs.existsSync(dir)) return [];
      return fs.readdirSync(dir).filter((name) => name.endsWith(".json") && fs.readFileSync(path.join(dir, name), "utf8").includes(placed.number));
    };
    await until(() => sms().length > 0, "the order's SMS");
    expect(Date.now() - answered).toBeLessThan(10_000);
  });

  it("a Razorpay refund the stand-in refused once is sent by the cron call after its 30 s", async () => {
    const shopper = await signUp(false, server.baseUrl);
    const product = await addProduct(owner, { title: "Saree", price: 1000, size: [] }, server.baseUrl);
    const placed = await order(shopper, product.id, 1, "razorpay");
    const paid = standIn.pay(placed.payment.razorpay!.orderId);
    expect(expectOk(await on("POST", "/api/payment/razorpay/verify", { token: shopper.token, body: paid }), 200, orderJsonSchema).payment.status).toBe("paid");
    standIn.refundsDown = true;
    const cancelled = expectOk(await on("PUT", `/api/order/cancel/${placed.id}`, { token: shopper.token, body: {} }), 200, orderJsonSchema);
    const cancelledAt = Date.now();
    expect(cancelled.payment.pendingRefund).toBeGreaterThan(0);
    expect(standIn.refunds.size).toBe(0);
    standIn.refundsDown = false;

    // Not before the request that owed it has had its 30 s to send it (lib/flows/razorpay-refunds.ts).
    expect((await runCron())["razorpay-refunds"]).toBe(0);
    expect(standIn.refunds.size).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, cancelledAt + 31_000 - Date.now())));
    expect((await runCron())["razorpay-refunds"]).toBe(1);
    expect([...standIn.refunds.values()].map((refund) => [refund.payment_id, refund.status])).toEqual([[paid.razorpay_payment_id, "processed"]]);
    const refunded = await view(shopper, placed.id);
    expect([refunded.payment.status, refunded.payment.pendingRefund]).toEqual(["refunded", 0]);
  }, 60_000);

  it("an unpaid UPI order past its window is expired by the cron call and not before: its stock comes back, its page shows the units again", async () => {
    const { shopper, orderId, productId, placedAt } = unpaid;
    expect(await productPage(productId)).toContain("Only 2 left");
    if (Date.now() < placedAt + 60_000) {
      expect((await runCron())["unpaid-orders"]).toBe(0);
      expect((await view(shopper, orderId)).payment.status).toBe("pending");
    }
    // Past the window and longer than any timer of a long-lived server (10 s): no loop runs here.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, placedAt + 72_000 - Date.now())));
    expect((await view(shopper, orderId)).payment.status).toBe("pending");
    expect(await productPage(productId)).toContain("Only 2 left");

    const ran = await runCron();
    expect(ran["unpaid-orders"]).toBe(1);
    const expired = await view(shopper, orderId);
    expect([expired.payment.status, expired.items[0].status]).toEqual(["expired", "Cancelled"]);
    expect(await productPage(productId)).not.toMatch(/Only \d+ left/);
    expect((await runCron())["unpaid-orders"]).toBe(0);
  }, 90_000);
});

describe("GET /api/cron without CRON_SECRET", () => {
  it("is 404", async () => {
    // The suite's shared server has no CRON_SECRET.
    expectError(await call("GET", "/api/cron", { headers: { authorization: `Bearer ${CRON_SECRET}` } }), 404);
  });
});
