import { deliveryDateText } from "@/lib/shared/delivery-estimate";
import { execFileSync } from "node:child_process";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { database, prisma } from "@/lib/db";
import { openDatabase } from "@/lib/db/connect";
import { createJobRunner } from "@/lib/jobs/runner";
import { invoiceAttachment } from "@/lib/invoices/read";
import { createMailPass, type MailPassOptions } from "@/lib/mail/sender";
import { smtpTransport } from "@/lib/mail/transport";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { toOrderJson } from "@/lib/views/order-json";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { rememberLanguage } from "@/lib/users/language";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { freePort } from "../../scripts/lib/net.ts";
import { SHOP } from "../fixtures/invoice.ts";
import { newProduct, newUser, shopWithoutCodConfirmation, whileCheckoutsFail } from "./fixtures.ts";
import { recipient, startMailSender, startSmtp, stopMailSender, until, type TestSmtp } from "./smtp.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// Order mail through a real SMTP server in this process (README "Order mail").

const SITE = "https://shop.example.test";
const address = { name: 'Asha <img src=x onerror="alert(1)"> Rao', mobile: "9876543210", address: "12 MG Road & Sons, Bengaluru", pin: "560001" };
const order = (userId: string) => placeOrder(userId, orderInputSchema.parse({ address })).then((placed) => toOrderJson(placed.order));
const fast: MailPassOptions = { pollMs: 100, retryDelayMs: () => 200 };

beforeAll(() => {
  process.env.SITE_URL = SITE;
  process.env.MAIL_FROM = '"Vastra" <orders@shop.example.test>';
  // Each change's mail at once, unless a test waits for news to gather (ORDER_MAIL_WAIT_SECONDS).
  process.env.ORDER_MAIL_WAIT_SECONDS = "0";
});

const servers: TestSmtp[] = [];
async function smtp(port = 0, options: { refuse?: boolean } = {}) {
  const server = await startSmtp(port, options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await stopMailSender();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function twoSellerCart() {
  const sellerA = await newUser({ admin: true });
  const sellerB = await newUser({ admin: true });
  const shopper = await newUser();
  const shirt = await newProduct(sellerA.id, { title: 'Shirt <script>alert("x")</script>', price: 799.5 });
  const shoes = await newProduct(sellerB.id, { title: "Shoes", price: 1299.99, size: ["42"] });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 2, size: "M" }));
  await addToCart(shopper.id, cartAddSchema.parse({ productId: shoes.id, quantity: 1 }));
  return { sellerA, sellerB, shopper };
}

const to = (server: TestSmtp, email: string) => server.received.filter((m) => recipient(m) === email);

describe("order mail", () => {
  it("a new order mails the shopper everything and each seller only their own lines, with the address and cash on delivery", async () => {
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const { sellerA, sellerB, shopper } = await twoSellerCart();
    const placed = await order(shopper.id);
    await until(() => to(server, shopper.email).length + to(server, sellerA.email).length + to(server, sellerB.email).length === 3, "three mails");

    const [mine] = to(server, shopper.email);
    expect(mine.from?.text).toBe('"Vastra" <orders@shop.example.test>');
    expect(mine.subject).toBe(`Your order ${placed.number} is placed`);
    // Each line with what it costs after its share of the discount; the amounts add up to the total.
    expect(mine.text).toContain('Shirt <script>alert("x")</script>, size M: 2 × ₹799.50 = ₹1,599, after discount ₹1,567.02');
    expect(mine.text).toContain("Shoes, size 42: 1 × ₹1,299.99 = ₹1,299.99, after discount ₹1,273.99");
    expect(mine.text).toContain("Total MRP: ₹2,898.99\nDiscount on MRP: −₹57.98\nTotal amount: ₹2,841.01");
    expect(mine.text).toContain("Payment: Cash on delivery. You pay ₹2,841.01 when your order arrives. In cash: ₹2,841 (round off −₹0.01).");
    // The day promised when placing (lib/shared/delivery-estimate.ts).
    expect(mine.text).toContain(`\nDelivery by ${deliveryDateText(placed.deliveryBy!)}.\n`);
    expect(mine.text).toContain(`${address.name}\n${address.address}\nBengaluru, Karnataka\nPIN 560001\nMobile 9876543210`);
    expect(mine.text).toContain(`${SITE}/profile/orders/${placed.id}`);
    expect(mine.html).toContain(`href="${SITE}/profile/orders/${placed.id}"`);
    // Every text a shopper or seller typed is escaped in the HTML part.
    expect(mine.html).toContain("Shirt &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mine.html).toContain("Asha &lt;img src=x onerror=&quot;alert(1)&quot;&gt; Rao");
    expect(mine.html).toContain("12 MG Road &amp; Sons");
    expect(mine.html).not.toMatch(/<script|<img/);
    expect(mine.messageId).toMatch(/^<outbox-\d+-\d+@shop\.example\.test>$/);

    const [a] = to(server, sellerA.email);
    expect(a.subject).toBe(`New order ${placed.number}: 1 item to send`);
    expect(a.text).toContain("Shirt <script>");
    expect(a.text).not.toContain("Shoes");
    expect(a.text).toContain("Cash on delivery. Collect ₹1,567.02 in cash for this item when you deliver");
    expect(a.text).toContain(`${address.address}\nBengaluru, Karnataka\nPIN 560001`);
    expect(a.text).toContain(`${SITE}/orders/${placed.number}`);
    const [b] = to(server, sellerB.email);
    expect(b.text).toContain("Shoes, size 42");
    expect(b.text).toContain("Collect ₹1,273.99 in cash");
    expect(b.text).not.toContain("Shirt");
    expect(b.html).not.toContain("<img");
    // What the two sellers collect is what the shopper was told to pay: ₹1,567.02 + ₹1,273.99 = ₹2,841.01.
    expect(156702 + 127399).toBe(Math.round(placed.total * 100));
    // Subjects name the order, never a product.
    for (const m of [mine, a, b]) expect(m.subject).not.toMatch(/Shirt|Shoes/);
  });

  it("a Hindi order's placed mail is all in Hindi: the account's language (the switch, sign-up), or the checkout page's", async () => {
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    const kurta = await newProduct(seller.id, { title: "Cotton kurta", price: 999, size: ["M"] });
    const buy = () => addToCart(shopper.id, cartAddSchema.parse({ productId: kurta.id, quantity: 1, size: "M" }));
    await rememberLanguage(shopper.id, "hi");
    await buy();
    const placed = await order(shopper.id);
    await until(() => to(server, shopper.email).length === 1, "the placed mail");
    const [mine] = to(server, shopper.email);
    expect(mine.subject).toBe(`आपका ऑर्डर ${placed.number} हो गया है`);
    expect(mine.text).toContain(`आपके ऑर्डर ${placed.number} के लिए धन्यवाद।`);
    expect(mine.text).toContain("Cotton kurta, साइज़ M: 1 × ₹999 = ₹999, छूट के बाद ₹979.02");
    expect(mine.text).toContain("कुल एमआरपी: ₹999\nएमआरपी पर छूट: −₹19.98\nसामान की कुल कीमत: ₹979.02");
    expect(mine.text).toContain("भुगतान: कैश ऑन डिलीवरी। ऑर्डर पहुँचने पर आप ₹979.02 चुकाएँगे। नकद: ₹979 (राउंड ऑफ़ −₹0.02)।");
    expect(mine.text).toContain(`\n${deliveryDateText(placed.deliveryBy!, "hi")} तक डिलीवरी।\n`);
    expect(mine.text).toContain("डिलीवरी का पता:\n");
    expect(mine.text).toContain("पिन 560001\nमोबाइल 9876543210");
    expect(mine.text).toContain(`अपना ऑर्डर देखें: ${SITE}/hi/profile/orders/${placed.id}`);
    expect(mine.text).toContain("यह मेल Vastra ने आपके ऑर्डर के बारे में भेजा है। कृपया इसका जवाब न दें।");
    expect(mine.html).toContain('<html lang="hi">');
    expect(mine.html).toContain("छूट के बाद");
    for (const english of ["Thank you", "Total", "Discount", "Payment", "Deliver", "Follow", "after discount", "PIN", "Mobile", "This mail"]) {
      expect(mine.text, english).not.toContain(english);
      expect(mine.html, english).not.toContain(`>${english}`);
    }

    // The checkout page's language goes before the account's: an order placed on an English page mails in English.
    await buy();
    const english = toOrderJson((await placeOrder(shopper.id, orderInputSchema.parse({ address, language: "en" }))).order);
    await until(() => to(server, shopper.email).length === 2, "the English placed mail");
    expect(to(server, shopper.email).map((m) => m.subject)).toContain(`Your order ${english.number} is placed`);
  });

  it("a Hindi order's news is in Hindi: a line accepted, cancelled with the seller's reason, its parcel shipped and back", async () => {
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const { sellerA, sellerB, shopper } = await twoSellerCart();
    const placed = toOrderJson((await placeOrder(shopper.id, orderInputSchema.parse({ address, language: "hi" }))).order);
    await until(() => to(server, shopper.email).length === 1, "the placed mail");
    const shirtLine = placed.items.find((l) => l.productId.adminId === sellerA.id)!;
    const shoesLine = placed.items.find((l) => l.productId.adminId === sellerB.id)!;

    await setOrderLineStatus(sellerA.id, shirtLine._id, "Accepted");
    await until(() => to(server, shopper.email).length === 2, "the accepted mail");
    const accepted = to(server, shopper.email)[1];
    expect(accepted.subject).toBe(`आपका ऑर्डर ${placed.number}: 1 सामान स्वीकार`);
    expect(accepted.text).toContain(`आपके ऑर्डर ${placed.number} की ताज़ा जानकारी:`);
    expect(accepted.text).toContain("(विक्रेता ने स्वीकार किया)");
    expect(accepted.text).toContain("भुगतान: कैश ऑन डिलीवरी। इस ऑर्डर के लिए अभी ₹2,841.01 चुकाना बाकी है। नकद: ₹2,841 (राउंड ऑफ़ −₹0.01)।");
    expect(accepted.text).toContain(`अपना ऑर्डर देखें: ${SITE}/hi/profile/orders/${placed.id}`);
    expect(accepted.html).toContain('<html lang="hi">');

    await setOrderLineStatus(sellerB.id, shoesLine._id, "Cancelled", "Size 42 is sold out");
    await until(() => to(server, shopper.email).length === 3, "the cancelled mail");
    const cancelled = to(server, shopper.email)[2];
    expect(cancelled.subject).toBe(`आपका ऑर्डर ${placed.number}: 1 सामान विक्रेता ने रद्द किया`);
    expect(cancelled.text).toContain("(विक्रेता ने रद्द किया)");
    expect(cancelled.text).toContain("विक्रेता की वजह: Size 42 is sold out");

    const parcel = await dispatchLines(sellerA.id, placed.id, { lineIds: [shirtLine._id], carrier: "Blue Dart", awb: "77001770066" });
    const shippedSubject = `आपका ऑर्डर ${placed.number}: 1 सामान रवाना`;
    await until(() => to(server, shopper.email).some((m) => m.subject === shippedSubject), "the shipped mail");
    const shipped = to(server, shopper.email).find((m) => m.subject === shippedSubject)!;
    expect(shipped.text).toContain(`आपके ऑर्डर ${placed.number} का पार्सल रास्ते में है।`);
    expect(shipped.text).toContain("कूरियर: Blue Dart। AWB (ट्रैकिंग नंबर): 77001770066।");
    expect(shipped.text).toContain("पार्सल ट्रैक करें: https://www.bluedart.com/");
    await closeShipment(sellerA.id, parcel.id, "rto");
    const backSubject = `आपका ऑर्डर ${placed.number}: 1 सामान विक्रेता को वापस`;
    await until(() => to(server, shopper.email).some((m) => m.subject === backSubject), "the RTO mail");
    expect(to(server, shopper.email).find((m) => m.subject === backSubject)!.text).toContain(
      "का पार्सल डिलीवर नहीं हो सका और विक्रेता को वापस जा रहा है; इसके सामान के लिए आपसे कुछ नहीं लिया जाएगा।",
    );
    for (const mail of to(server, shopper.email)) {
      for (const english of [
        "Your order",
        "News about",
        "Payment",
        "Still to pay",
        "See your order",
        "Carrier",
        "Track it",
        "Accepted",
        "Cancelled",
        "reason",
      ]) {
        expect(mail.text, `${mail.subject}: ${english}`).not.toContain(english);
        expect(mail.html, `${mail.subject}: ${english}`).not.toContain(`>${english}`);
      }
    }
  });

  it("a seller's status change mails the shopper; the shopper's cancel mails the seller", async () => {
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const { sellerA, sellerB, shopper } = await twoSellerCart();
    const placed = await order(shopper.id);
    await until(() => to(server, shopper.email).length === 1, "the order mail");

    const shirtLine = placed.items.find((l) => l.productId.adminId === sellerA.id)!;
    await setOrderLineStatus(sellerA.id, shirtLine._id, "Accepted");
    await until(() => to(server, shopper.email).length === 2, "the status mail");
    const news = to(server, shopper.email)[1];
    expect(news.subject).toBe(`Your order ${placed.number}: 1 item accepted`);
    expect(news.text).toContain("(Accepted by the seller)");
    expect(news.text).toContain("Still to pay for this order: ₹2,841.01. In cash: ₹2,841 (round off −₹0.01).");
    expect(news.html).not.toContain("<script");

    await setOrderLineStatus(sellerA.id, shirtLine._id, "Delivered");
    await until(() => to(server, shopper.email).length === 3, "the delivery mail");
    expect(to(server, shopper.email)[2].subject).toBe(`Your order ${placed.number}: 1 item delivered`);
    expect(to(server, shopper.email)[2].text).toContain("Delivered, and the cash on delivery collected");
    expect(to(server, shopper.email)[2].text).toContain("Still to pay for this order: ₹1,273.99.");

    const before = to(server, sellerB.email).length;
    await cancelOrder(shopper.id, placed.id);
    await until(() => to(server, sellerB.email).length === before + 1, "the cancel mail");
    const cancelled = to(server, sellerB.email).at(-1)!;
    expect(cancelled.subject).toBe(`Order ${placed.number}: the shopper cancelled 1 item`);
    expect(cancelled.text).toContain("Shoes, size 42: 1 × ₹1,299.99 = ₹1,299.99, after discount ₹1,273.99 (Cancelled by the shopper)");
    expect(cancelled.text).toContain("Nothing is left to collect for your items of this order.");
    // The delivered shirt was not cancelled, so its seller hears nothing more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(to(server, sellerA.email)).toHaveLength(1);
  });

  it("a seller's cancel tells the shopper the seller's reason and what is left to pay", async () => {
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const { sellerB, shopper } = await twoSellerCart();
    const placed = await order(shopper.id);
    const shoesLine = placed.items.find((l) => l.productId.adminId === sellerB.id)!;
    await setOrderLineStatus(sellerB.id, shoesLine._id, "Cancelled", "Size 42 is sold out <b>today</b>");
    await until(() => to(server, shopper.email).length === 2, "the cancel mail");
    const news = to(server, shopper.email)[1];
    expect(news.subject).toBe(`Your order ${placed.number}: 1 item cancelled by the seller`);
    expect(news.text).toContain("(Cancelled by the seller)");
    expect(news.text).toContain("The seller's reason: Size 42 is sold out <b>today</b>");
    expect(news.html).toContain("The seller&#39;s reason: Size 42 is sold out &lt;b&gt;today&lt;/b&gt;");
    expect(news.text).toContain("Still to pay for this order: ₹1,567.02.");
  });

  it("with the SMTP server down the order succeeds at once, and its mail arrives exactly once after the server comes up", async () => {
    const port = await freePort();
    startMailSender({ ...fast, transport: smtpTransport(`smtp://127.0.0.1:${port}`) });
    const { sellerA, sellerB, shopper } = await twoSellerCart();
    const placed = await order(shopper.id);
    expect(placed.items).toHaveLength(2);
    await until(async () => (await prisma.outboxMail.count({ where: { to: shopper.email, attempts: { gte: 2 }, sentAt: null } })) === 1, "two failed tries");
    expect((await prisma.outboxMail.findFirstOrThrow({ where: { to: shopper.email } })).lastError).toMatch(/ECONNREFUSED/);

    const server = await smtp(port);
    await until(() => server.received.length >= 3, "the mail after the server came up");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(to(server, shopper.email)).toHaveLength(1);
    expect(to(server, sellerA.email)).toHaveLength(1);
    expect(to(server, sellerB.email)).toHaveLength(1);
    expect(await prisma.outboxMail.count({ where: { to: { in: [shopper.email, sellerA.email, sellerB.email] }, sentAt: null } })).toBe(0);
  });

  it("a mail the server keeps refusing is given up after the last try and logged, never retried again", async () => {
    const server = await smtp(0, { refuse: true });
    startMailSender({ ...fast, maxAttempts: 3, transport: smtpTransport(server.url) });
    const { shopper } = await twoSellerCart();
    await order(shopper.id);
    await until(async () => (await prisma.outboxMail.count({ where: { to: shopper.email, failedAt: { not: null } } })) === 1, "the mail given up");
    const row = await prisma.outboxMail.findFirstOrThrow({ where: { to: shopper.email } });
    expect(row.attempts).toBe(3);
    expect(row.lastError).toMatch(/550/);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await prisma.outboxMail.findFirstOrThrow({ where: { to: shopper.email } })).attempts).toBe(3);
  });

  it("mail recorded before a crash is sent by the next sender; one claimed by a sender that died goes out once its lease ends", async () => {
    const { shopper, sellerA } = await twoSellerCart();
    // No sender runs while the order commits, as when the process dies right after the commit.
    const placed = await order(shopper.id);
    // A sender took the seller's mail and died mid-send: the row stays leased for a while.
    const leasedUntil = new Date(Date.now() + 1500);
    await prisma.outboxMail.updateMany({ where: { to: sellerA.email }, data: { attempts: 1, nextAttemptAt: leasedUntil } });
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    await until(() => to(server, shopper.email).length === 1, "the shopper's mail");
    expect(to(server, shopper.email)[0].subject).toBe(`Your order ${placed.number} is placed`);
    expect(to(server, sellerA.email)).toHaveLength(0);
    await until(() => to(server, sellerA.email).length === 1, "the seller's mail after its lease");
    expect(Date.now()).toBeGreaterThanOrEqual(leasedUntil.getTime());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(to(server, sellerA.email)).toHaveLength(1);
  });

  it("an order whose transaction rolls back records and sends no mail", async () => {
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const { shopper, sellerA } = await twoSellerCart();
    // The checkout's last write fails, after its mail was recorded (lib/flows/place-order.ts).
    await whileCheckoutsFail(shopper.id, () => expect(order(shopper.id)).rejects.toThrow(/power cut/));
    expect(await prisma.outboxMail.count({ where: { to: { in: [shopper.email, sellerA.email] } } })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(to(server, shopper.email)).toHaveLength(0);
    expect(to(server, sellerA.email)).toHaveLength(0);
  });

  it.skipIf(database().kind !== "postgres")("two senders with their own connection pools on one PostgreSQL database send each mail once", async () => {
    const server = await smtp();
    const shoppers = [];
    for (let i = 0; i < 8; i++) {
      const { shopper } = await twoSellerCart();
      shoppers.push(shopper);
    }
    // Recorded while no sender runs, so both start on a full outbox.
    for (const shopper of shoppers) await order(shopper.id);
    const pending = await prisma.outboxMail.count({ where: { sentAt: null, failedAt: null } });
    expect(pending).toBeGreaterThanOrEqual(24);
    const pools = [openDatabase({ url: process.env.DATABASE_URL }), openDatabase({ url: process.env.DATABASE_URL })];
    const sentBy = [0, 0];
    const senders = pools.map((db, n) => {
      const transport = smtpTransport(server.url);
      const counted = {
        ...transport,
        async send(mail: Parameters<typeof transport.send>[0]) {
          await transport.send(mail);
          sentBy[n]++;
        },
      };
      const runner = createJobRunner([createMailPass({ invoiceAttachment, ...fast, batchSize: 2, prisma: db.prisma, transport: counted })]);
      runner.startTimers();
      return runner;
    });
    try {
      await until(async () => (await prisma.outboxMail.count({ where: { sentAt: null, failedAt: null } })) === 0, "the outbox sent", 30_000);
    } finally {
      await Promise.all(senders.map((s) => s.stop()));
      await Promise.all(pools.map((db) => db.close()));
    }
    const ids = server.received.map((m) => m.messageId);
    expect(ids.length).toBeGreaterThanOrEqual(pending);
    expect(new Set(ids).size).toBe(ids.length);
    for (const shopper of shoppers) expect(to(server, shopper.email)).toHaveLength(1);
    // Both really worked the same outbox.
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
  });
});

describe("order news gathered for a minute (ORDER_MAIL_WAIT_SECONDS)", () => {
  afterEach(() => {
    process.env.ORDER_MAIL_WAIT_SECONDS = "0";
  });

  /** News waits 2 s; a two-seller order placed and its mail received. */
  async function placedWhileNewsWaits() {
    process.env.ORDER_MAIL_WAIT_SECONDS = "2";
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const { sellerA, sellerB, shopper } = await twoSellerCart();
    const placed = await order(shopper.id);
    await until(() => to(server, shopper.email).length === 1, "the order mail");
    return { server, sellerA, sellerB, shopper, placed };
  }

  it("two items accepted a moment apart make one mail, sent when the wait is over; a change after it makes a new one", async () => {
    const { server, sellerA, sellerB, shopper, placed } = await placedWhileNewsWaits();
    const shirt = placed.items.find((l) => l.productId.adminId === sellerA.id)!;
    const shoes = placed.items.find((l) => l.productId.adminId === sellerB.id)!;
    const first = Date.now();
    await setOrderLineStatus(sellerA.id, shirt._id, "Accepted");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await setOrderLineStatus(sellerB.id, shoes._id, "Accepted");
    await until(() => to(server, shopper.email).length === 2, "the news mail");
    // Sent once the first change's wait was over, not the second's.
    expect(Date.now() - first).toBeGreaterThanOrEqual(2000);
    const news = to(server, shopper.email)[1];
    expect(news.subject).toBe(`Your order ${placed.number}: 2 items accepted`);
    expect(news.text).toContain('Shirt <script>alert("x")</script>, size M: 2 × ₹799.50 = ₹1,599, after discount ₹1,567.02 (Accepted by the seller)');
    expect(news.text).toContain("Shoes, size 42: 1 × ₹1,299.99 = ₹1,299.99, after discount ₹1,273.99 (Accepted by the seller)");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(to(server, shopper.email)).toHaveLength(2);

    // The next change, after that mail went, tells only its own item.
    await setOrderLineStatus(sellerB.id, shoes._id, "Delivered");
    await until(() => to(server, shopper.email).length === 3, "the delivery mail");
    expect(to(server, shopper.email)[2].subject).toBe(`Your order ${placed.number}: 1 item delivered`);
    expect(to(server, shopper.email)[2].text).not.toContain("Shirt");
  });

  it("an item accepted and sent within the minute makes one mail, the parcel's; an item accepted and left waits its own", async () => {
    const { server, sellerA, sellerB, shopper, placed } = await placedWhileNewsWaits();
    const shirt = placed.items.find((l) => l.productId.adminId === sellerA.id)!;
    const shoes = placed.items.find((l) => l.productId.adminId === sellerB.id)!;
    await setOrderLineStatus(sellerA.id, shirt._id, "Accepted");
    await dispatchLines(sellerA.id, placed.id, { lineIds: [shirt._id], carrier: "Blue Dart", awb: "77001770022" });
    await until(() => to(server, shopper.email).length === 2, "the parcel's mail");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(to(server, shopper.email).map((m) => m.subject)).toEqual([`Your order ${placed.number} is placed`, `Your order ${placed.number}: 1 item shipped`]);

    // The shoes accepted, then the shirt's parcel delivered: the shoes' news is not the parcel's, and still goes.
    await setOrderLineStatus(sellerB.id, shoes._id, "Accepted");
    const parcel = await prisma.shipment.findFirstOrThrow({ where: { orderId: placed.id } });
    await closeShipment(sellerA.id, parcel.id, "delivered");
    await until(() => to(server, shopper.email).length === 4, "the delivery and the news mail");
    expect(
      to(server, shopper.email)
        .map((m) => m.subject)
        .slice(2)
        .sort(),
    ).toEqual([`Your order ${placed.number}: 1 item accepted`, `Your order ${placed.number}: 1 item delivered`].sort());
  });

  it("two items the shopper cancels a moment apart make one mail to their seller", async () => {
    process.env.ORDER_MAIL_WAIT_SECONDS = "2";
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    for (const title of ["Kurta", "Dupatta", "Stole"]) {
      const product = await newProduct(seller.id, { title, price: 500, size: [] });
      await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity: 1 }));
    }
    const placed = await order(shopper.id);
    await until(() => to(server, seller.email).length === 1, "the new order's mail");
    const line = (title: string) => placed.items.find((l) => l.productId.title === title)!._id;
    await cancelOrder(shopper.id, placed.id, [line("Kurta")]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await cancelOrder(shopper.id, placed.id, [line("Dupatta")]);
    await until(() => to(server, seller.email).length === 2, "the cancellations' mail");
    const cancelled = to(server, seller.email)[1];
    expect(cancelled.subject).toBe(`Order ${placed.number}: the shopper cancelled 2 items`);
    expect(cancelled.text).toContain("Kurta");
    expect(cancelled.text).toContain("Dupatta");
    expect(cancelled.text).not.toContain("Stole");
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(to(server, seller.email)).toHaveLength(2);
  });

  it("an accept and the shopper's cancel within the minute make one mail to the shopper, confirming the cancel", async () => {
    const { server, sellerA, sellerB, shopper, placed } = await placedWhileNewsWaits();
    const shirt = placed.items.find((l) => l.productId.adminId === sellerA.id)!;
    await setOrderLineStatus(sellerA.id, shirt._id, "Accepted");
    await cancelOrder(shopper.id, placed.id);
    await until(() => to(server, shopper.email).length === 2 && to(server, sellerB.email).length === 2, "the news and the seller's mail");
    const news = to(server, shopper.email)[1];
    // The shopper's cancel leaves the accepted shirt and cancels the shoes still Ordered.
    expect(news.subject).toBe(`Your order ${placed.number}: 1 item accepted, 1 cancelled`);
    expect(news.text).toContain("(Accepted by the seller)");
    expect(news.text).toContain("Shoes, size 42: 1 × ₹1,299.99 = ₹1,299.99, after discount ₹1,273.99 (Cancelled by you)");
    expect(news.text).toContain("Still to pay for this order: ₹1,567.02.");
    expect(to(server, sellerB.email)[1].subject).toBe(`Order ${placed.number}: the shopper cancelled 1 item`);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(to(server, shopper.email)).toHaveLength(2);
  });
});

describe("parcel mail", () => {
  it("mails the shopper the carrier, the AWB and the tracking link when a parcel ships and when it comes back; an unverified address gets none", async () => {
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const { sellerA, shopper } = await twoSellerCart();
    const placed = await order(shopper.id);
    const line = placed.items.find((item) => item.productId.adminId === sellerA.id)!;
    await setOrderLineStatus(sellerA.id, line._id, "Accepted");
    const parcel = await dispatchLines(sellerA.id, placed.id, { lineIds: [line._id], carrier: "Blue Dart", awb: "77001770011" });
    const link = "https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=77001770011";
    await until(() => to(server, shopper.email).some((m) => m.subject === `Your order ${placed.number}: 1 item shipped`), "the shipped mail");
    const shipped = to(server, shopper.email).find((m) => m.subject === `Your order ${placed.number}: 1 item shipped`)!;
    expect(shipped.text).toContain("Carrier: Blue Dart. AWB (tracking number): 77001770011.");
    expect(shipped.text).toContain(`Track it: ${link}`);
    expect(shipped.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);

    await closeShipment(sellerA.id, parcel.id, "rto");
    await until(() => to(server, shopper.email).some((m) => m.subject === `Your order ${placed.number}: 1 item returned to the seller`), "the RTO mail");

    // A shopper whose address is not verified is not mailed about their parcel.
    const unverified = await newUser({ verified: false });
    const seller = await newUser({ admin: true });
    const shirt = await newProduct(seller.id, { size: [] });
    await addToCart(unverified.id, cartAddSchema.parse({ productId: shirt.id }));
    const quiet = await order(unverified.id);
    await setOrderLineStatus(seller.id, quiet.items[0]._id, "Accepted");
    await dispatchLines(seller.id, quiet.id, { lineIds: [quiet.items[0]._id], carrier: "Ekart", awb: "EK77001" });
    expect(await prisma.outboxMail.count({ where: { to: unverified.email } })).toBe(0);
  });
});

describe("the invoice in the mail", () => {
  /** A shop that can invoice, a real SMTP server and the mail sender, and an order of one line its seller accepted. */
  async function acceptedInvoicingOrder() {
    await prisma.shop.upsert({ where: { id: 1 }, create: { id: 1, ...SHOP }, update: SHOP });
    const server = await smtp();
    startMailSender({ ...fast, transport: smtpTransport(server.url) });
    const seller = await newUser({ admin: true });
    const shopper = await newUser();
    await addToCart(shopper.id, cartAddSchema.parse({ productId: (await newProduct(seller.id, { size: [] })).id, quantity: 1 }));
    const placed = await order(shopper.id);
    await setOrderLineStatus(seller.id, placed.items[0]._id, "Accepted");
    return { server, seller, shopper, placed };
  }

  it("the shopper's mail of a delivery carries the line's invoice as a PDF, made from the invoice as issued", async () => {
    const { server, seller, shopper, placed } = await acceptedInvoicingOrder();
    await setOrderLineStatus(seller.id, placed.items[0]._id, "Delivered");
    // The accepted mail, if the sender had not taken it yet, became the delivered one.
    const bySubject = (words: string) => to(server, shopper.email).find((m) => m.subject?.endsWith(words));
    await until(() => bySubject("1 item delivered") !== undefined, "the delivered mail");
    const delivered = bySubject("1 item delivered")!;
    const pdfs = (mail: typeof delivered) => (mail.attachments ?? []).filter((a) => a.contentType === "application/pdf");
    expect(
      to(server, shopper.email)
        .filter((mail) => mail !== delivered)
        .flatMap(pdfs),
    ).toEqual([]);
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { orderId: placed.id } });
    expect(pdfs(delivered)).toHaveLength(1);
    expect(pdfs(delivered)[0].filename).toBe(`${invoice.number.replaceAll("/", "-")}.pdf`);
    const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdfs(delivered)[0].content, encoding: "utf8" });
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(`GSTIN: ${SHOP.gstin}`);
  });

  it("the shopper's mail of a dispatched parcel carries the parcel's invoice", async () => {
    const { server, seller, shopper, placed } = await acceptedInvoicingOrder();
    await dispatchLines(seller.id, placed.id, { lineIds: [placed.items[0]._id], carrier: "DTDC", awb: "DT77002" });
    const subject = `Your order ${placed.number}: 1 item shipped`;
    await until(() => to(server, shopper.email).some((m) => m.subject === subject), "the shipped mail");
    const shipped = to(server, shopper.email).find((m) => m.subject === subject)!;
    const invoice = await prisma.invoice.findFirstOrThrow({ where: { orderId: placed.id } });
    const pdfs = (shipped.attachments ?? []).filter((a) => a.contentType === "application/pdf");
    expect(pdfs.map((a) => a.filename)).toEqual([`${invoice.number.replaceAll("/", "-")}.pdf`]);
  });
});
