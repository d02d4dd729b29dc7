import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { prisma } from "@/lib/db";
import { recordFailedAttempt } from "@/lib/delivery/attempts";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { deliveryDateText } from "@/lib/shared/delivery-estimate";
import { withdrawWhatsAppConsent } from "@/lib/messages/consent";
import { orderMessages } from "@/lib/messages/history";
import { setNewOrderWhatsApp } from "@/lib/messages/seller-alerts";
import { sendDueMessages } from "@/lib/messages/sender";
import { receiveWebhook } from "@/lib/messages/webhook";
import { formatRupees } from "@/lib/money";
import { payablePaise } from "@/lib/shared/payable";
import { placeOrder } from "@/lib/flows/place-order";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { msg91Env, startMsg91StandIn, type Msg91StandIn } from "../support/msg91-standin.ts";
import { signedWebhook, startWhatsAppStandIn, statusPayload, textPayload, whatsappEnv, type WhatsAppStandIn } from "../support/whatsapp-standin.ts";
import { newProduct, newUser, shopWithoutCodConfirmation } from "./fixtures.ts";

// Orders here are accepted as soon as placed: the shop asks no cash-on-delivery confirmation
// (tests/integration/cod-confirmation.test.ts has the rule).
beforeAll(shopWithoutCodConfirmation);

// Order updates for the shopper's phone, through the shop's real clients to the local
// stand-ins of WhatsApp's Cloud API and MSG91, and Meta's webhooks signed as Meta signs them.

let whatsapp: WhatsAppStandIn;
let sms: Msg91StandIn;
beforeAll(async () => {
  [whatsapp, sms] = await Promise.all([startWhatsAppStandIn(), startMsg91StandIn()]);
});
afterAll(() => Promise.all([whatsapp.close(), sms.close()]));
beforeEach(() => {
  for (const [name, value] of Object.entries({ ...whatsappEnv(whatsapp.url), ...msg91Env(sms.url), SITE_URL: "https://shop.example.test" }))
    vi.stubEnv(name, value);
  return () => vi.unstubAllEnvs();
});

const mobileOf = () => `8${crypto.randomInt(0, 1e9).toString().padStart(9, "0")}`;
/** The shopper's order of one shirt, delivered to `mobile`, with the checkout's box ticked or not. */
async function ordered(mobile: string, whatsappUpdates: boolean, shopper?: { id: string }) {
  const seller = await newUser({ admin: true });
  const buyer = shopper ?? (await newUser());
  const shirt = await newProduct(seller.id, { title: "Shirt", price: 799.5 });
  await addToCart(buyer.id, cartAddSchema.parse({ productId: shirt.id, quantity: 1 }));
  const input = orderInputSchema.parse({ address: { name: "Asha Rao", mobile, address: "12 MG Road", pin: "560001" }, whatsappUpdates });
  const { order } = await placeOrder(buyer.id, input);
  return { order, seller, shopper: buyer };
}
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const toWhatsApp = (mobile: string) => whatsapp.sent.filter((m) => m.to === `91${mobile}`);
const toSms = (mobile: string) => sms.sent.filter((m) => m.mobiles === `91${mobile}`);
const signed = (payload: unknown): [string, string] => {
  const { body, headers } = signedWebhook(payload);
  return [body, headers["x-hub-signature-256"]];
};
const webhook = (payload: unknown) => {
  const { body, headers } = signedWebhook(payload);
  return receiveWebhook(body, headers["x-hub-signature-256"]);
};

/** A shopper who orders one shirt at a time on Hindi pages, to a number, with the checkout's box ticked or not. */
async function hindiShopper() {
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const shirt = await newProduct(seller.id, { title: "Shirt", price: 799.5 });
  const place = async (mobile: string, whatsappUpdates: boolean) => {
    await addToCart(shopper.id, cartAddSchema.parse({ productId: shirt.id, quantity: 1 }));
    const address = { name: "Asha Rao", mobile, address: "12 MG Road", pin: "560001" };
    return (await placeOrder(shopper.id, orderInputSchema.parse({ address, whatsappUpdates, language: "hi" }))).order;
  };
  return { seller, shopper, place };
}

describe("order updates on WhatsApp and SMS", () => {
  it("an order placed in Hindi is told in Hindi: the Hindi text of order_placed on WhatsApp (language hi), and by SMS", async () => {
    const { shopper, place } = await hindiShopper();
    const onWhatsApp = mobileOf();
    const order = await place(onWhatsApp, true);
    await sendDueMessages(later(1));
    const total = formatRupees(payablePaise(order));
    const arrives = `${deliveryDateText(order.deliveryBy!, "hi")} तक डिलीवरी`;
    expect(toWhatsApp(onWhatsApp)).toEqual([
      expect.objectContaining({
        template: "order_placed",
        language: "hi",
        parameters: [order.number, total, `https://shop.example.test/hi/profile/orders/${order.id}`, arrives],
      }),
    ]);
    // Without the box ticked (consent withdrawn first), by SMS in Hindi.
    await withdrawWhatsAppConsent(shopper.id);
    const bySms = mobileOf();
    const second = await place(bySms, false);
    await sendDueMessages(later(1));
    expect(toSms(bySms).map((m) => m.variables.TEXT)).toEqual([
      `आपका ऑर्डर ${second.number} (${formatRupees(payablePaise(second))}) हो गया है। ${deliveryDateText(second.deliveryBy!, "hi")} तक डिलीवरी। https://shop.example.test/hi/profile/orders/${second.id}`,
    ]);
  });

  it("a Hindi order's dispatch, missed delivery and delivery are told in Hindi, on WhatsApp (language hi) and by SMS", async () => {
    const { seller, shopper, place } = await hindiShopper();
    const follow = async (order: Awaited<ReturnType<typeof place>>, awb: string) => {
      await setOrderLineStatus(seller.id, order.lines[0].id, "Accepted");
      const parcel = await dispatchLines(seller.id, order.id, { lineIds: [order.lines[0].id], carrier: "Blue Dart", awb });
      await sendDueMessages(later(1));
      await recordFailedAttempt(seller.id, parcel.id, "Nobody at home");
      await sendDueMessages(later(1));
      return parcel;
    };
    const onWhatsApp = mobileOf();
    const order = await place(onWhatsApp, true);
    await follow(order, "44001440099");
    // A send the stand-in did not answer in time (a loaded CI machine) is tried again later:
    // the news is looked for by its template, whatever pass carried it.
    await sendDueMessages(later(30));
    const news = toWhatsApp(onWhatsApp);
    const dispatched = news.find((m) => m.template === "order_dispatched");
    const missed = news.find((m) => m.template === "order_update");
    expect(dispatched).toMatchObject({
      template: "order_dispatched",
      language: "hi",
      parameters: [order.number, "Blue Dart", "44001440099", expect.any(String)],
    });
    expect(missed).toMatchObject({
      template: "order_update",
      language: "hi",
      parameters: [
        order.number,
        "Blue Dart आपका पार्सल (AWB 44001440099) डिलीवर नहीं कर सका: Nobody at home। क्या आप इसे लेंगे? अपने ऑर्डर के पेज पर बताएँ, या इसे वापस भिजवा दें।",
      ],
    });
    // By SMS (no consent), the same news in Hindi, and the delivery.
    await withdrawWhatsAppConsent(shopper.id);
    const bySms = mobileOf();
    const second = await place(bySms, false);
    const parcel = await follow(second, "44001440100");
    await closeShipment(seller.id, parcel.id, "delivered");
    await sendDueMessages(later(1));
    const texts = toSms(bySms).map((m) => m.variables.TEXT);
    // The placed and dispatched news went out in one pass, in either order.
    expect(texts.slice(0, 2)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^आपका ऑर्डर ${second.number} \\(₹[\\d,.]+\\) हो गया है।`)),
        expect.stringMatching(new RegExp(`^आपका ऑर्डर ${second.number} Blue Dart से रवाना हो गया है, AWB 44001440100। ट्रैक करें: https://`)),
      ]),
    );
    expect(texts.slice(2)).toEqual([
      `ऑर्डर ${second.number}: Blue Dart आपका पार्सल (AWB 44001440100) डिलीवर नहीं कर सका: Nobody at home। क्या आप इसे लेंगे? अपने ऑर्डर के पेज पर बताएँ, या इसे वापस भिजवा दें। https://shop.example.test/hi/profile/orders/${second.id}`,
      `आपका ऑर्डर ${second.number} डिलीवर हो गया। https://shop.example.test/hi/profile/orders/${second.id}`,
    ]);
  });

  it("with the box ticked: consent recorded, placed and dispatched on WhatsApp with carrier, AWB and link", async () => {
    const mobile = mobileOf();
    const { order, seller, shopper } = await ordered(mobile, true);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } });
    expect(user.whatsappConsentMobile).toBe(mobile);
    expect(user.whatsappConsentAt).toBeInstanceOf(Date);
    await sendDueMessages(later(1));
    expect(toWhatsApp(mobile)).toEqual([
      expect.objectContaining({
        template: "order_placed",
        parameters: [
          order.number,
          formatRupees(payablePaise(order)),
          `https://shop.example.test/profile/orders/${order.id}`,
          `Delivery by ${deliveryDateText(order.deliveryBy!)}`,
        ],
      }),
    ]);
    await setOrderLineStatus(seller.id, order.lines[0].id, "Accepted");
    await dispatchLines(seller.id, order.id, { lineIds: [order.lines[0].id], carrier: "Blue Dart", awb: "44001440011" });
    await sendDueMessages(later(1));
    expect(toWhatsApp(mobile).at(-1)).toMatchObject({
      template: "order_dispatched",
      parameters: [order.number, "Blue Dart", "44001440011", expect.stringContaining("44001440011")],
    });
    expect(toSms(mobile)).toEqual([]);
    // A missed delivery is told with what the courier said, and where to answer.
    const parcel = await prisma.shipment.findFirstOrThrow({ where: { orderId: order.id } });
    await recordFailedAttempt(seller.id, parcel.id, "Nobody at home");
    await sendDueMessages(later(1));
    const missed = toWhatsApp(mobile).at(-1)!;
    expect(missed).toMatchObject({ template: "order_update" });
    expect(missed.parameters).toEqual([
      order.number,
      "Blue Dart could not deliver your parcel (AWB 44001440011): Nobody at home. Will you take it? Say so, or send it back, on your order's page.",
    ]);
  });

  it("without the box ticked the same news goes by SMS to the delivery number, and no consent is recorded", async () => {
    const mobile = mobileOf();
    const { order, shopper } = await ordered(mobile, false);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } })).whatsappConsentAt).toBeNull();
    await sendDueMessages(later(1));
    expect(toWhatsApp(mobile)).toEqual([]);
    expect(toSms(mobile)).toEqual([
      expect.objectContaining({
        variables: {
          ORDER: order.number,
          TEXT: expect.stringContaining(`Your order ${order.number} for ${formatRupees(payablePaise(order))} is placed.`),
        },
      }),
    ]);
  });

  it("WhatsApp down, then back: nothing lost, each message sent once though two passes run at once", async () => {
    // The passes below count every due message: none of an earlier test may be left waiting
    // (CI at load 13 left one of the Hindi test's retries for this test to count).
    await sendDueMessages(later(24 * 60));
    const mobile = mobileOf();
    whatsapp.down = true;
    try {
      for (let i = 0; i < 3; i++) await ordered(mobile, true);
      expect(await sendDueMessages(later(1))).toBe(0);
    } finally {
      whatsapp.down = false;
    }
    expect(toWhatsApp(mobile)).toEqual([]);
    const rows = await prisma.outboxMessage.findMany({ where: { mobile } });
    expect(rows.map((r) => [r.attempts, r.lastError?.slice(0, 23)])).toEqual(Array(3).fill([1, "WhatsApp answered 500: "]));
    expect(await sendDueMessages(later(1))).toBe(0);
    const [a, b] = await Promise.all([sendDueMessages(later(5)), sendDueMessages(later(5))]);
    expect(a + b).toBe(3);
    expect(await sendDueMessages(later(60))).toBe(0);
    expect(toWhatsApp(mobile)).toHaveLength(3);
    expect(new Set(toWhatsApp(mobile).map((m) => m.id)).size).toBe(3);
  });

  it("statuses never go backwards, and a repeat changes nothing", async () => {
    const mobile = mobileOf();
    await ordered(mobile, true);
    await sendDueMessages(later(1));
    const wamid = toWhatsApp(mobile)[0].id;
    const statusOf = async () => (await prisma.outboxMessage.findUniqueOrThrow({ where: { providerId: wamid } })).status;
    expect(await statusOf()).toBe("queued");
    await webhook(statusPayload(wamid, `91${mobile}`, "read"));
    await webhook(statusPayload(wamid, `91${mobile}`, "delivered"));
    await webhook(statusPayload(wamid, `91${mobile}`, "sent"));
    expect(await statusOf()).toBe("read");
    await webhook(statusPayload(wamid, `91${mobile}`, "failed"));
    expect(await statusOf()).toBe("read");
    expect(toSms(mobile)).toEqual([]);
  });

  it("a failed status sends the news by SMS once, though Meta delivers it twice", async () => {
    const mobile = mobileOf();
    const { order } = await ordered(mobile, true);
    await sendDueMessages(later(1));
    const wamid = toWhatsApp(mobile)[0].id;
    await webhook(statusPayload(wamid, `91${mobile}`, "sent"));
    await Promise.all([webhook(statusPayload(wamid, `91${mobile}`, "failed")), webhook(statusPayload(wamid, `91${mobile}`, "failed"))]);
    await webhook(statusPayload(wamid, `91${mobile}`, "failed"));
    await sendDueMessages(later(1));
    await sendDueMessages(later(2));
    expect(toSms(mobile)).toEqual([expect.objectContaining({ variables: expect.objectContaining({ ORDER: order.number }) })]);
    const row = await prisma.outboxMessage.findFirstOrThrow({ where: { orderId: order.id } });
    expect(row).toMatchObject({ channel: "sms", status: "sent", lastError: expect.stringContaining("WhatsApp: failed (131026") });
  });

  it("a template WhatsApp refuses for good goes by SMS at once", async () => {
    const mobile = mobileOf();
    vi.stubEnv("WHATSAPP_TOKEN", "revoked-token");
    const { order } = await ordered(mobile, true);
    await sendDueMessages(later(1));
    await sendDueMessages(later(1));
    expect(toSms(mobile)).toEqual([expect.objectContaining({ variables: expect.objectContaining({ ORDER: order.number }) })]);
  });

  it("STOP withdraws the consent: its unsent messages and the next order's go by SMS; the profile's withdrawal likewise", async () => {
    const mobile = mobileOf();
    const { shopper } = await ordered(mobile, true);
    await webhook(textPayload(`91${mobile}`, " stop "));
    const user = await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } });
    expect(user).toMatchObject({ whatsappConsentAt: null, whatsappConsentMobile: null, whatsappWithdrawnAt: expect.any(Date) });
    await ordered(mobile, false, shopper);
    await sendDueMessages(later(1));
    expect(toWhatsApp(mobile)).toEqual([]);
    expect(toSms(mobile)).toHaveLength(2);

    const other = mobileOf();
    const again = await ordered(other, true);
    await withdrawWhatsAppConsent(again.shopper.id);
    await ordered(other, false, again.shopper);
    await sendDueMessages(later(1));
    expect(toWhatsApp(other)).toHaveLength(1);
    expect(toSms(other)).toHaveLength(1);
  });

  it("a body not signed with the app secret is 401 and changes nothing", async () => {
    const mobile = mobileOf();
    const { shopper } = await ordered(mobile, true);
    const { body } = signedWebhook(textPayload(`91${mobile}`, "STOP"));
    const forged = signedWebhook(textPayload(`91${mobile}`, "STOP"), "not-the-app-secret").headers["x-hub-signature-256"];
    await expect(receiveWebhook(body, forged)).rejects.toMatchObject({ status: 401 });
    await expect(receiveWebhook(body, null)).rejects.toMatchObject({ status: 401 });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: shopper.id } })).whatsappConsentMobile).toBe(mobile);
  });
});

describe("a seller's new orders on WhatsApp", () => {
  it("go to the seller's proved number once they ask, with their own items' count; the shopper's list leaves them out; STOP ends them", async () => {
    const sellerMobile = mobileOf();
    const seller = await newUser({ admin: true });
    await expect(setNewOrderWhatsApp(seller.id, true)).rejects.toMatchObject({ status: 409 });
    await expect(setNewOrderWhatsApp((await newUser()).id, true)).rejects.toMatchObject({ status: 403 });
    await prisma.user.update({ where: { id: seller.id }, data: { mobile: sellerMobile } });
    await setNewOrderWhatsApp(seller.id, true);

    const other = await newUser({ admin: true });
    const shopper = await newUser();
    for (const [owner, quantity] of [
      [seller, 2],
      [other, 1],
    ] as const) {
      const product = await newProduct(owner.id, { title: "Dupatta", price: 450, size: [] });
      await addToCart(shopper.id, cartAddSchema.parse({ productId: product.id, quantity }));
    }
    const { order } = await placeOrder(
      shopper.id,
      orderInputSchema.parse({ address: { name: "Asha Rao", mobile: mobileOf(), address: "12 MG Road", pin: "560001" } }),
    );
    await sendDueMessages(later(1));
    expect(toWhatsApp(sellerMobile)).toEqual([
      expect.objectContaining({
        template: "seller_new_order",
        parameters: [order.number, "2 items", `https://shop.example.test/orders/${order.number}`],
        buttons: [],
      }),
    ]);
    expect((await orderMessages(order.id)).map((message) => message.news)).toEqual(["Order placed"]);

    await receiveWebhook(...signed(textPayload(`91${sellerMobile}`, "STOP")));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: seller.id } })).newOrderWhatsAppAt).toBeNull();
  });
});
