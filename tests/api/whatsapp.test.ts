import crypto from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { orderJsonSchema, profileJsonSchema, whatsappWithdrawnJsonSchema } from "@/lib/validation/responses";
import { buttonPayload, signedWebhook, textPayload, WHATSAPP_STANDIN_KEYS } from "../support/whatsapp-standin.ts";
import { addProduct, baseUrl, call, expectError, expectOk, signUp, type Account } from "./client.ts";

// WhatsApp over HTTP against the build, which sends through the local stand-ins of WhatsApp's
// Cloud API and MSG91 (tests/setup/api-global.ts) on its periodic pass, and takes Meta's
// webhook signed as Meta signs it.

const webhook = (payload: unknown, secret?: string) => {
  const { body, headers } = signedWebhook(payload, secret);
  return call("POST", "/api/whatsapp/webhook", { raw: body, headers });
};
const verify = (query: Record<string, string>) => fetch(`${baseUrl()}/api/whatsapp/webhook?${new URLSearchParams(query)}`);

async function sentTo<T>(standIn: string, pick: (sent: T[]) => boolean): Promise<T[]> {
  for (let i = 0; i < 300; i++) {
    const sent = (await (await fetch(`${inject(standIn as "msg91StandInUrl")}/standin/sent`)).json()) as T[];
    if (pick(sent)) return sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not sent within 30 s (${standIn})`);
}
type Template = { id: string; to: string; template: string; parameters: string[]; buttons: string[] };
type Sms = { mobiles: string; variables: Record<string, string> };

async function order(shopper: Account, mobile: string, whatsappUpdates: boolean) {
  const seller = await signUp(true);
  const product = await addProduct(seller, { title: "Kurta", price: 499, size: [] });
  await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id, quantity: 1 } });
  const address = { name: "Asha Rao", mobile, address: "12 MG Road, Bengaluru", pin: "560001" };
  return expectOk(await call("POST", `/api/order/add/${shopper.id}`, { token: shopper.token, body: { address, whatsappUpdates } }), 201, orderJsonSchema);
}

describe("GET /api/whatsapp/webhook", () => {
  it("echoes Meta's challenge for the verify token, and 403 for another token or mode", async () => {
    const right = await verify({ "hub.mode": "subscribe", "hub.verify_token": WHATSAPP_STANDIN_KEYS.verifyToken, "hub.challenge": "1158201444" });
    expect(right.status).toBe(200);
    expect(await right.text()).toBe("1158201444");
    expect((await verify({ "hub.mode": "subscribe", "hub.verify_token": "guess", "hub.challenge": "1" })).status).toBe(403);
    expect((await verify({ "hub.mode": "unsubscribe", "hub.verify_token": WHATSAPP_STANDIN_KEYS.verifyToken, "hub.challenge": "1" })).status).toBe(403);
  });
});

describe("POST /api/whatsapp/webhook", () => {
  it("takes only bodies signed with the app secret: 401 for none, another secret or a changed body", async () => {
    const payload = textPayload("919000000001", "hello");
    expect((await webhook(payload)).body).toEqual({ ok: true });
    expectError(await webhook(payload, "not-the-app-secret"), 401);
    const { body, headers } = signedWebhook(payload);
    expectError(await call("POST", "/api/whatsapp/webhook", { raw: body }), 401);
    expectError(await call("POST", "/api/whatsapp/webhook", { raw: body.replace("hello", "hellO"), headers }), 401);
  });

  it("with the checkout's box ticked the order goes on WhatsApp; STOP opts the number out and no further WhatsApp goes", async () => {
    const shopper = await signUp();
    const mobile = `6${crypto.randomInt(0, 1e9).toString().padStart(9, "0")}`;
    const first = await order(shopper, mobile, true);
    await sentTo<Template>("whatsappStandInUrl", (sent) => sent.some((m) => m.parameters[0] === first.number && m.template === "order_placed"));
    expect(expectOk(await call("GET", `/api/user/${shopper.id}`, { token: shopper.token }), 200, profileJsonSchema).whatsappUpdates).toMatchObject({ mobile });

    expect((await webhook(textPayload(`91${mobile}`, "STOP"))).body).toEqual({ ok: true });
    expect((await webhook(textPayload(`91${mobile}`, "STOP"))).body).toEqual({ ok: true });
    expect(expectOk(await call("GET", `/api/user/${shopper.id}`, { token: shopper.token }), 200, profileJsonSchema).whatsappUpdates).toBeNull();

    const second = await order(shopper, mobile, false);
    await sentTo<Sms>("msg91StandInUrl", (sent) => sent.some((m) => m.variables.ORDER === second.number));
    const whatsapp = await sentTo<Template>("whatsappStandInUrl", () => true);
    expect(whatsapp.filter((m) => m.parameters[0] === second.number)).toEqual([]);
  });
});

describe("the cash-on-delivery request on WhatsApp", () => {
  it("comes with Confirm and Cancel; a Confirm tap confirms the order once, however often Meta delivers it; other numbers' taps change nothing", async () => {
    const shopper = await signUp();
    const mobile = `6${crypto.randomInt(0, 1e9).toString().padStart(9, "0")}`;
    const placed = await order(shopper, mobile, true);
    expect(placed.codConfirmation?.status).toBe("pending");
    const request = (
      await sentTo<Template>("whatsappStandInUrl", (sent) => sent.some((m) => m.template === "cod_confirm" && m.parameters[0] === placed.number))
    ).find((m) => m.template === "cod_confirm" && m.parameters[0] === placed.number)!;
    expect(request).toMatchObject({ to: `91${mobile}`, buttons: ["confirm", "cancel"] });
    const status = async () => expectOk(await call("GET", `/api/order/view/${placed.id}`, { token: shopper.token }), 200, orderJsonSchema);

    // A tap from another number, or naming another message, answers nothing.
    expect((await webhook(buttonPayload("919000000009", "cancel", request.id))).body).toEqual({ ok: true });
    expect((await webhook(buttonPayload(`91${mobile}`, "cancel", "wamid.not-ours"))).body).toEqual({ ok: true });
    expect((await status()).codConfirmation?.status).toBe("pending");

    const tap = buttonPayload(`91${mobile}`, "confirm", request.id);
    expect((await webhook(tap)).body).toEqual({ ok: true });
    expect((await webhook(tap)).body).toEqual({ ok: true });
    // Cancel after Confirm is refused as the order page refuses it: Meta still gets 200.
    expect((await webhook(buttonPayload(`91${mobile}`, "cancel", request.id))).body).toEqual({ ok: true });
    const after = await status();
    expect(after.codConfirmation?.status).toBe("confirmed");
    expect(after.events.filter((event) => event.type === "cod_confirmed")).toHaveLength(1);
    expect(after.items.every((item) => item.status === "Ordered")).toBe(true);
  });
});

describe("DELETE /api/user/{userId}/whatsapp", () => {
  it("withdraws the consent given at checkout; another account's is 403", async () => {
    const shopper = await signUp();
    await order(shopper, `6${crypto.randomInt(0, 1e9).toString().padStart(9, "0")}`, true);
    const other = await signUp();
    expectError(await call("DELETE", `/api/user/${shopper.id}/whatsapp`, { token: other.token }), 403);
    expectOk(await call("DELETE", `/api/user/${shopper.id}/whatsapp`, { token: shopper.token }), 200, whatsappWithdrawnJsonSchema);
    expect(expectOk(await call("GET", `/api/user/${shopper.id}`, { token: shopper.token }), 200, profileJsonSchema).whatsappUpdates).toBeNull();
  });
});
