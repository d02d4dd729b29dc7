import type { Tx } from "../db/key-lock.ts";
import type { Lang } from "../i18n/langs.ts";

// Order news for the shopper's phone, recorded in the transaction of the change it tells (as
// lib/mail/outbox.ts records mail) and sent by lib/messages/sender.ts: on WhatsApp to the
// number the shopper consented for, else by SMS to the order's delivery number. Nothing goes
// for an order whose account is gone.

/** One piece of news: a WhatsApp template with its body's parameters, and the same in one line for SMS. */
export interface OrderNews {
  template: "order_placed" | "order_dispatched" | "order_delivered" | "order_update" | "cod_confirm";
  parameters: string[];
  text: string;
  /** The WhatsApp template's quick-reply payloads (lib/flows/whatsapp-reply.ts reads the replies). */
  buttons?: string[];
  /** The template's language, when not English: only a template with a text in it (lib/messages/news.ts). */
  language?: Lang;
}

export async function enqueueOrderMessage(tx: Tx, orderId: string, news: OrderNews): Promise<void> {
  const order = await tx.order.findUnique({
    where: { id: orderId },
    select: { mobile: true, user: { select: { whatsappConsentAt: true, whatsappConsentMobile: true } } },
  });
  if (!order?.user) return;
  const consented = order.user.whatsappConsentAt && order.user.whatsappConsentMobile;
  await tx.outboxMessage.create({
    data: {
      orderId,
      mobile: consented ? order.user.whatsappConsentMobile! : order.mobile,
      channel: consented ? "whatsapp" : "sms",
      template: news.template,
      language: news.language ?? "en",
      parameters: news.parameters,
      text: news.text.slice(0, 300),
      buttons: news.buttons ?? [],
    },
  });
}
