import crypto from "node:crypto";
import { serveStandIn, type StandInState } from "./standin-http.ts";

// A local stand-in for the part of Meta's WhatsApp Cloud API the shop uses, run on a loopback
// port so tests exercise the shop's real client over real HTTP
// (developers.facebook.com/docs/whatsapp/cloud-api): `POST /v21.0/{phone-number-id}/messages`
// with a Bearer token and a template message, answered `{messaging_product, contacts,
// messages: [{id: "wamid…"}]}`, or Meta's error shape `{error: {message, type, code,
// fbtrace_id}}`. It also plays Meta's side of the webhook: status and incoming-message
// payloads as Meta sends them, signed `X-Hub-Signature-256` with the app secret.
// Other test processes read and steer it over HTTP: `GET /standin/sent`, `POST /standin/down`.

export interface WhatsAppStandInKeys {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
}

export const WHATSAPP_STANDIN_KEYS: WhatsAppStandInKeys = {
  token: "standin-whatsapp-token",
  phoneNumberId: "100000000000001",
  appSecret: "standin-app-secret",
  verifyToken: "standin-verify-token",
};

/** A template message as the stand-in received it. */
export interface SentTemplate {
  id: string;
  to: string;
  template: string;
  parameters: string[];
  buttons: string[];
  /** The template's language code, when not English (a Hindi order's news). */
  language?: string;
}

export interface WhatsAppStandIn extends StandInState<SentTemplate> {
  /** The base to give as WHATSAPP_API_BASE. */
  url: string;
  /** `down`: while true, sending answers 500 as Meta does when it is unwell (the shop must try again later). */
  close(): Promise<void>;
}

/** The shop's settings for a server that talks to a stand-in at `url`. */
export const whatsappEnv = (url: string, keys = WHATSAPP_STANDIN_KEYS) => ({
  WHATSAPP_TOKEN: keys.token,
  WHATSAPP_PHONE_NUMBER_ID: keys.phoneNumberId,
  WHATSAPP_APP_SECRET: keys.appSecret,
  WHATSAPP_VERIFY_TOKEN: keys.verifyToken,
  WHATSAPP_API_BASE: url,
});

class MetaError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number,
    readonly type = "OAuthException",
  ) {
    super(message);
  }
}

function parseTemplate(body: Record<string, any>): Omit<SentTemplate, "id"> {
  if (body.messaging_product !== "whatsapp") throw new MetaError(400, "(#100) The parameter messaging_product is required.", 100);
  if (typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) throw new MetaError(400, "(#100) Invalid parameter: to", 100);
  if (body.type !== "template") throw new MetaError(400, "(#131047) Re-engagement message: only templates may start a conversation", 131047);
  const template = body.template ?? {};
  if (typeof template.name !== "string" || !template.name) throw new MetaError(400, "(#132001) Template name does not exist in the translation", 132001);
  if (typeof template.language?.code !== "string") throw new MetaError(400, "(#100) The parameter template['language'] is required.", 100);
  const components = (template.components ?? []) as Record<string, any>[];
  const parameters = (components.find((c) => c.type === "body")?.parameters ?? []).map((p: { text: string }) => p.text);
  const buttons = components.filter((c) => c.type === "button" && c.sub_type === "quick_reply").map((c) => c.parameters[0].payload as string);
  const language = template.language.code as string;
  return { to: body.to, template: template.name, parameters, buttons, ...(language !== "en" ? { language } : {}) };
}

export async function startWhatsAppStandIn(keys = WHATSAPP_STANDIN_KEYS, port = 0): Promise<WhatsAppStandIn> {
  const state = { sent: [] as SentTemplate[], down: false };
  const server = await serveStandIn(state, port, (request, path, text, answer) => {
    try {
      if (request.headers.authorization !== `Bearer ${keys.token}`) throw new MetaError(401, "Invalid OAuth access token - Cannot parse access token", 190);
      if (request.method !== "POST" || path !== `/v21.0/${keys.phoneNumberId}/messages`) {
        throw new MetaError(400, "Unsupported post request. Object does not exist or does not support this operation", 100, "GraphMethodException");
      }
      if (state.down) throw new MetaError(500, "(#131000) Something went wrong", 131000);
      const message = { id: `wamid.${crypto.randomBytes(18).toString("base64url")}`, ...parseTemplate(JSON.parse(text) as Record<string, any>) };
      state.sent.push(message);
      answer(200, { messaging_product: "whatsapp", contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: message.id }] });
    } catch (error) {
      const meta = error instanceof MetaError ? error : new MetaError(400, "(#100) The request body is not valid JSON.", 100);
      answer(meta.status, { error: { message: meta.message, type: meta.type, code: meta.code, fbtrace_id: crypto.randomBytes(8).toString("hex") } });
    }
  });
  return Object.assign(state, server);
}

/** Meta's envelope around one change of the `messages` field. */
function envelope(keys: WhatsAppStandInKeys, value: Record<string, unknown>) {
  return {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "200000000000001",
        changes: [
          {
            field: "messages",
            value: { messaging_product: "whatsapp", metadata: { display_phone_number: "919000000000", phone_number_id: keys.phoneNumberId }, ...value },
          },
        ],
      },
    ],
  };
}

const timestamp = () => String(Math.floor(Date.now() / 1000));

/** A status webhook for a message the shop sent (`to` as the stand-in received it, with the country code). */
export function statusPayload(messageId: string, to: string, status: "sent" | "delivered" | "read" | "failed", keys = WHATSAPP_STANDIN_KEYS) {
  const errors = status === "failed" ? { errors: [{ code: 131026, title: "Message undeliverable", message: "Message undeliverable" }] } : {};
  return envelope(keys, { statuses: [{ id: messageId, status, timestamp: timestamp(), recipient_id: to, ...errors }] });
}

/** A text a shopper sent to the shop's number (`from` with the country code). */
export function textPayload(from: string, body: string, keys = WHATSAPP_STANDIN_KEYS) {
  return envelope(keys, {
    contacts: [{ profile: { name: "Asha" }, wa_id: from }],
    messages: [{ from, id: `wamid.${crypto.randomBytes(18).toString("base64url")}`, timestamp: timestamp(), type: "text", text: { body } }],
  });
}

/** A tap on a quick-reply button of the shop's template message `replyTo` (its wamid), as Meta delivers it: type button, the payload, and the message it answers as context. */
export function buttonPayload(from: string, payload: string, replyTo: string, keys = WHATSAPP_STANDIN_KEYS) {
  return envelope(keys, {
    contacts: [{ profile: { name: "Asha" }, wa_id: from }],
    messages: [
      {
        context: { from: "919000000000", id: replyTo },
        from,
        id: `wamid.${crypto.randomBytes(18).toString("base64url")}`,
        timestamp: timestamp(),
        type: "button",
        button: { payload, text: payload === "confirm" ? "Confirm" : "Cancel" },
      },
    ],
  });
}

/** A webhook body and its headers as Meta sends them: `X-Hub-Signature-256` over the raw body. */
export function signedWebhook(payload: unknown, secret = WHATSAPP_STANDIN_KEYS.appSecret): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(payload);
  const signature = `sha256=${crypto.createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
  return { body, headers: { "content-type": "application/json", "x-hub-signature-256": signature } };
}
