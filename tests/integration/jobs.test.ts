import { afterEach, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { database, prisma } from "@/lib/db";
import { openDatabase } from "@/lib/db/connect";
import { askForJobs } from "@/lib/jobs/ask";
import { startBackgroundWork, stopBackgroundWork } from "@/lib/side-work/background";
import { jobPasses } from "@/lib/side-work/passes";
import { createJobRunner } from "@/lib/jobs/runner";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { placeOrder } from "@/lib/flows/place-order";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { newProduct, newUser } from "./fixtures.ts";
import { recipient, startSmtp, until, type TestSmtp } from "./smtp.ts";

// The passes of lib/jobs over rows written by the changes that need them: run twice, or by two
// runners at once on PostgreSQL, each job is done once (docs/architecture.md, Jobs).

const address = { name: "Asha Rao", mobile: "9876543210", address: "12 MG Road, Bengaluru", pin: "560001" };

const servers: TestSmtp[] = [];
afterEach(async () => {
  await stopBackgroundWork();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** A mail server, and a transport to it that counts what it sent. */
async function countedMail() {
  const server = await startSmtp();
  servers.push(server);
  const transport = smtpTransport(server.url);
  const counted: MailTransport & { sent: number } = {
    sent: 0,
    async send(mail) {
      await transport.send(mail);
      counted.sent++;
    },
    close: () => transport.close(),
  };
  return { server, transport: counted };
}

const stockOf = async (id: string) => toProductJson((await findProduct(id))!).stock;

/** `count` UPI orders of one unit each, their payment window already over; recorded while no pass runs. */
async function overdueUpiOrders(count: number) {
  await updateShop(shopUpdateSchema.parse({ upi: { vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo Fashions" } }));
  const seller = await newUser({ admin: true });
  const product = await newProduct(seller.id, { title: "Kurta", price: 999, size: [], stock: { "": 50 } });
  const shoppers = [];
  const orderIds = [];
  for (let i = 0; i < count; i++) {
    const shopper = await newUser();
    await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
    const { order } = await placeOrder(shopper.id, orderInputSchema.parse({ address, paymentMethod: "upi" }));
    shoppers.push(shopper);
    orderIds.push(order.id);
  }
  await prisma.payment.updateMany({ where: { orderId: { in: orderIds } }, data: { expiresAt: new Date(Date.now() - 1000) } });
  return { product, shoppers, orderIds };
}

const mailsTo = (server: TestSmtp, email: string) => server.received.filter((m) => recipient(m) === email);

describe("a pass run twice", () => {
  it("does each job once: the unpaid orders expire once, their stock comes back once, each mail is sent once", async () => {
    const { product, shoppers, orderIds } = await overdueUpiOrders(3);
    expect(await stockOf(product.id)).toEqual({ "": 47 });
    const { server, transport } = await countedMail();
    const runner = createJobRunner(jobPasses({ mail: { transport } }));
    try {
      const first = await runner.runAll(30_000);
      expect(first["unpaid-orders"]).toBe(3);
      // Each shopper's order mail and its cancellation, and the seller's three order mails.
      expect(first.mail).toBe(9);
      const second = await runner.runAll(30_000);
      expect(second).toEqual({
        "razorpay-refunds": 0,
        "unpaid-orders": 0,
        "cod-confirmations": 0,
        messages: 0,
        "review-prompts": 0,
        "wishlist-alerts": 0,
        mail: 0,
      });
    } finally {
      await runner.stop();
    }
    expect(await stockOf(product.id)).toEqual({ "": 50 });
    expect(await prisma.orderEvent.count({ where: { orderId: { in: orderIds }, type: "payment_expired" } })).toBe(3);
    for (const shopper of shoppers) expect(mailsTo(server, shopper.email)).toHaveLength(2);
    expect(transport.sent).toBe(9);
    expect(new Set(server.received.map((m) => m.messageId)).size).toBe(server.received.length);
  });

  it("starts no pass after its budget", async () => {
    const runner = createJobRunner(jobPasses({ mail: { transport: (await countedMail()).transport } }));
    try {
      expect(await runner.runAll(0)).toEqual({});
    } finally {
      await runner.stop();
    }
  });
});

describe.skipIf(database().kind !== "postgres")("two runners at once on one PostgreSQL database", () => {
  it("do each job once", async () => {
    const { product, orderIds } = await overdueUpiOrders(12);
    const { server, transport } = await countedMail();
    // Each runner's mail pass on a connection pool of its own, as in two server processes.
    const pools = [openDatabase({ url: process.env.DATABASE_URL }), openDatabase({ url: process.env.DATABASE_URL })];
    const runners = pools.map((db) => createJobRunner(jobPasses({ mail: { transport, batchSize: 1, prisma: db.prisma as PrismaClient } })));
    try {
      const ran = await Promise.all(runners.map((runner) => runner.runAll(30_000)));
      expect(ran[0]["unpaid-orders"] + ran[1]["unpaid-orders"]).toBe(12);
      // What either recorded after the other's mail pass had gone is sent by one more run.
      const rest = await runners[0].runAll(30_000);
      expect(ran[0].mail + ran[1].mail + rest.mail).toBe(36);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await Promise.all(pools.map((db) => db.close()));
    }
    expect(await stockOf(product.id)).toEqual({ "": 50 });
    expect(await prisma.orderEvent.count({ where: { orderId: { in: orderIds }, type: "payment_expired" } })).toBe(12);
    expect(transport.sent).toBe(36);
    expect(new Set(server.received.map((m) => m.messageId)).size).toBe(36);
  });
});

// Last: the request driver leaves an overdue order for GET /api/cron.
describe("the drivers of a server process", () => {
  it("interval: the timers expire an overdue order and send its mail unasked, as soon as the process starts", async () => {
    const { product, shoppers, orderIds } = await overdueUpiOrders(1);
    const { server, transport } = await countedMail();
    startBackgroundWork("interval", jobPasses({ mail: { transport } }));
    await until(() => mailsTo(server, shoppers[0].email).length === 2, "the order's mails, the cancellation among them");
    expect(await prisma.payment.findUniqueOrThrow({ where: { orderId: orderIds[0] } })).toMatchObject({ status: "expired" });
    expect(await stockOf(product.id)).toEqual({ "": 50 });
  });

  it("request: no timer runs; a wake outside a request runs its pass at once", async () => {
    const { shoppers, orderIds } = await overdueUpiOrders(1);
    const { server, transport } = await countedMail();
    startBackgroundWork("request", jobPasses({ mail: { transport } }));
    askForJobs("mail");
    await until(() => mailsTo(server, shoppers[0].email).length === 1, "the order's mail");
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The overdue order waits for GET /api/cron.
    expect(await prisma.payment.findUniqueOrThrow({ where: { orderId: orderIds[0] } })).toMatchObject({ status: "pending" });
    expect(mailsTo(server, shoppers[0].email)).toHaveLength(1);
  });
});
