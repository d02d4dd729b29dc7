import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart } from "@/lib/cart/cart";
import { toProductJson } from "@/lib/api-json/product";
import { findProduct } from "@/lib/catalog/products";
import { prisma } from "@/lib/db";
import { answerButtonReplies } from "@/lib/flows/whatsapp-reply";
import { sendDueMessages } from "@/lib/messages/sender";
import { receiveWebhook } from "@/lib/messages/webhook";
import { placeOrder } from "@/lib/flows/place-order";
import { updateShop } from "@/lib/shop/profile";
import { cartAddSchema } from "@/lib/validation/cart";
import { orderInputSchema } from "@/lib/validation/orders";
import { shopUpdateSchema } from "@/lib/validation/shop";
import { msg91Env, startMsg91StandIn, type Msg91StandIn } from "../support/msg91-standin.ts";
import { buttonPayload, signedWebhook, startWhatsAppStandIn, whatsappEnv, type WhatsAppStandIn } from "../support/whatsapp-standin.ts";
import { newProduct, newUser } from "./fixtures.ts";

// The cash-on-delivery request on WhatsApp (issue 44), through its flow
// (lib/flows/whatsapp-reply.ts): sent by the shop's real client to the local stand-in of Meta's
// Cloud API with Confirm and Cancel, answered by taps delivered as Meta's signed webhook.

let whatsapp: WhatsAppStandIn;
let sms: Msg91StandIn;
beforeAll(async () => {
  [whatsapp, sms] = await Promise.all([startWhatsAppStandIn(), startMsg91StandIn()]);
  await updateShop(shopUpdateSchema.parse({ cod: { confirm: { enabled: true, above: 0, hours: 24 } } }));
});
afterAll(() => Promise.all([whatsapp.close(), sms.close()]));
beforeEach(() => {
  for (const [name, value] of Object.entries({ ...whatsappEnv(whatsapp.url), ...msg91Env(sms.url), SITE_URL: "https://shop.example.test" }))
    vi.stubEnv(name, value);
  return () => vi.unstubAllEnvs();
});

/** A consented shopper's COD order of two kurtas, and the cod_confirm template the stand-in received for it. */
async function askedOnWhatsApp() {
  const mobile = `7${crypto.randomInt(0, 1e9).toString().padStart(9, "0")}`;
  const seller = await newUser({ admin: true });
  const shopper = await newUser();
  const kurta = await newProduct(seller.id, { title: "Kurta", price: 650, size: [], stock: { "": 5 } });
  await addToCart(shopper.id, cartAddSchema.parse({ productId: kurta.id, quantity: 2 }));
  const input = orderInputSchema.parse({ address: { name: "Asha Rao", mobile, address: "12 MG Road", pin: "560001" }, whatsappUpdates: true });
  const { order } = await placeOrder(shopper.id, input);
  await sendDueMessages(new Date(Date.now() + 60_000));
  const request = whatsapp.sent.find((m) => m.to === `91${mobile}` && m.template === "cod_confirm");
  expect(request, "the cod_confirm template").toBeDefined();
  return { mobile, order, kurta, request: request! };
}

/** Meta's delivery of `payload`, signed, through the webhook's parser and then the flow. */
async function tap(payload: unknown) {
  const { body, headers } = signedWebhook(payload);
  return answerButtonReplies(await receiveWebhook(body, headers["x-hub-signature-256"]));
}

const statusOf = async (orderId: string) => (await prisma.order.findUniqueOrThrow({ where: { id: orderId } })).codConfirmStatus;

describe("Confirm and Cancel on the WhatsApp request", () => {
  it("carries the order's number, amount and deadline with both buttons; Cancel cancels once and gives the stock back", async () => {
    const { mobile, order, kurta, request } = await askedOnWhatsApp();
    expect(request.buttons).toEqual(["confirm", "cancel"]);
    expect(request.parameters[0]).toBe(order.number);
    expect(request.parameters[1]).toBe("₹1,274");
    expect(toProductJson((await findProduct(kurta.id))!).stock).toEqual({ "": 3 });

    const cancel = buttonPayload(`91${mobile}`, "cancel", request.id);
    expect(await tap(cancel)).toEqual({ products: [kurta.id], listings: expect.any(Boolean) });
    expect(await tap(cancel)).toEqual({ products: [], listings: false });
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(toProductJson((await findProduct(kurta.id))!).stock).toEqual({ "": 5 });
    const lines = await prisma.orderLine.findMany({ where: { orderId: order.id } });
    expect(lines.map((line) => line.status)).toEqual(["Cancelled"]);
  });

  it("answers only a tap from the number the request went to, on that request; Confirm then Cancel stays confirmed", async () => {
    const { mobile, order, request } = await askedOnWhatsApp();
    await tap(buttonPayload("917000000001", "confirm", request.id));
    await tap(buttonPayload(`91${mobile}`, "confirm", `wamid.${crypto.randomBytes(8).toString("hex")}`));
    await tap(buttonPayload(`91${mobile}`, "yes please", request.id));
    expect(await statusOf(order.id)).toBe("pending");
    await tap(buttonPayload(`91${mobile}`, "confirm", request.id));
    await tap(buttonPayload(`91${mobile}`, "cancel", request.id));
    expect(await statusOf(order.id)).toBe("confirmed");
    expect(await prisma.orderEvent.count({ where: { orderId: order.id, type: "cod_confirmed" } })).toBe(1);
  });
});
