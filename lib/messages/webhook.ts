import { whatsappConfig } from "../config.ts";
import { prisma } from "../db.ts";
import { badRequest, forbidden, notFound, unauthorized } from "../errors.ts";
import { optOutNumber } from "./consent.ts";
import { mobileFromInternational } from "./mobile.ts";
import { isMetaSignature } from "./signature.ts";
import { isMessageStatus, movesForward } from "./status.ts";

// Meta's webhook for the shop's WhatsApp number (developers.facebook.com/docs/whatsapp/cloud-api/webhooks):
// the subscription's verification, then signed deliveries of message statuses and of what
// shoppers write. Meta delivers at least once and in no particular order, so each status is a
// compare-and-set that only moves a message forward, and a repeat changes nothing.

const configured = () => {
  const config = whatsappConfig();
  if (!config) throw notFound("This shop does not use WhatsApp.");
  return config;
};

/** The subscription check: Meta's challenge echoed for our verify token, 403 for anything else. */
export function verifySubscription(query: URLSearchParams): string {
  const config = configured();
  const challenge = query.get("hub.challenge");
  if (query.get("hub.mode") !== "subscribe" || query.get("hub.verify_token") !== config.verifyToken || !challenge) {
    throw forbidden("This is not the shop's verify token.");
  }
  return challenge;
}

interface MetaValue {
  statuses?: { id?: string; status?: string; errors?: { code?: number; title?: string }[] }[];
  messages?: { from?: string; type?: string; text?: { body?: string }; button?: { payload?: string }; context?: { id?: string } }[];
}

/** A tap on a template's quick-reply button: who tapped, the payload, and the shop's message it answers (its `wamid`). */
export interface ButtonReply {
  mobile: string;
  payload: string;
  repliedTo: string;
}

/**
 * A signed delivery: 401 unless `X-Hub-Signature-256` is Meta's for exactly this body. Statuses
 * and STOP are applied here; the button replies are returned, for the flow that acts on them
 * (lib/flows/whatsapp-reply.ts).
 */
export async function receiveWebhook(rawBody: string, signature: string | null): Promise<ButtonReply[]> {
  if (!isMetaSignature(configured().appSecret, rawBody, signature)) throw unauthorized("The webhook's signature is not right.");
  let payload: { entry?: { changes?: { value?: MetaValue }[] }[] };
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw badRequest("The body is not JSON.");
  }
  const replies: ButtonReply[] = [];
  for (const change of (payload.entry ?? []).flatMap((entry) => entry.changes ?? [])) {
    for (const status of change.value?.statuses ?? []) {
      if (status.id && isMessageStatus(status.status)) await applyStatus(status.id, status.status, status.errors?.[0]);
    }
    for (const message of change.value?.messages ?? []) {
      const mobile = message.from ? mobileFromInternational(message.from) : null;
      if (mobile && message.type === "text" && message.text?.body?.trim().toUpperCase() === "STOP") await optOutNumber(mobile);
      if (mobile && message.type === "button" && message.button?.payload && message.context?.id) {
        replies.push({ mobile, payload: message.button.payload, repliedTo: message.context.id });
      }
    }
  }
  return replies;
}

/** The order a reply answers: the shop's message it names went to the number that replied, with that template; null otherwise. */
export async function orderOfReply(reply: ButtonReply, template: string): Promise<{ orderId: string; shopperId: string } | null> {
  const message = await prisma.outboxMessage.findUnique({
    where: { providerId: reply.repliedTo },
    select: { mobile: true, template: true, channel: true, order: { select: { id: true, userId: true } } },
  });
  if (!message || message.channel !== "whatsapp" || message.template !== template || message.mobile !== reply.mobile || !message.order.userId) return null;
  return { orderId: message.order.id, shopperId: message.order.userId };
}

async function applyStatus(providerId: string, status: "queued" | "sent" | "delivered" | "read" | "failed", error?: { code?: number; title?: string }) {
  // A status that lost a race with another is looked at again against the winner's.
  for (let round = 0; round < 3; round++) {
    const message = await prisma.outboxMessage.findUnique({ where: { providerId }, select: { id: true, status: true, channel: true } });
    if (!message || !movesForward(message.status as never, status)) return;
    const current = { id: message.id, status: message.status, providerId };
    const data =
      status === "failed" && message.channel === "whatsapp"
        ? // Never reached the phone: the same news goes by SMS, sent by the next pass.
          {
            channel: "sms",
            status: "queued",
            providerId: null,
            sentAt: null,
            attempts: 0,
            nextAttemptAt: new Date(),
            lastError: `WhatsApp: failed (${error?.code ?? "?"} ${error?.title ?? ""})`.trim(),
          }
        : { status, statusAt: new Date() };
    const { count } = await prisma.outboxMessage.updateMany({ where: current, data });
    if (count === 1) return;
  }
}
