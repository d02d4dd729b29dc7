import { orderMailWaitMs, siteUrl } from "../config.ts";
import type { Tx } from "../db/key-lock.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail, takeBackPendingMail } from "../mail/outbox.ts";
import { mailAddressesOf } from "../mail/recipients.ts";
import { updateNews } from "../messages/news.ts";
import { enqueueOrderMessage } from "../messages/outbox.ts";
import { orderPath } from "../shared/order-paths.ts";
import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";

// An order's news to its shopper, by mail and phone message at once (README "Order mail"): what
// their payment, refund or return came to. Recorded in the transaction that changes it, sent
// after commit, and only to a verified address. Ground under the modules that tell it (payments,
// returns) and the flows: it knows the outbox and the order's page, no business rule.

export interface PaymentNews {
  /** The subject after "Your order OD…: ", in the order's language. */
  subject: string;
  /** One or two sentences. */
  text: string;
}

/**
 * News that a later step may make needless: the mail waits orderMailWaitMs (`wait`), and a mail
 * of the same `key` still waiting is taken back, this one telling what followed it.
 */
interface NewsBatch {
  key: string;
  wait: boolean;
}

/** Records the mail to the order's shopper, in the order's language (the news's words are in it too); nothing when their account or verified address is gone. */
export async function enqueuePaymentMail(
  tx: Tx,
  order: { id: string; number: string; userId: string | null; language: Lang },
  news: PaymentNews,
  batch?: NewsBatch,
): Promise<void> {
  if (!order.userId) return;
  await enqueueOrderMessage(tx, order.id, updateNews(order, news.text, order.language));
  const to = (await mailAddressesOf([order.userId], tx)).get(order.userId);
  if (!to) return;
  const link = `${siteUrl()}${orderPath(order.id, order.language)}`;
  const t = textsIn(order.language, "paymentMail");
  const subject = t("subject", { number: order.number, news: news.subject });
  const body = html`<p style="margin:0 0 12px">${news.text}</p>
    <p style="margin:16px 0 0">
      <a href="${link}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none"
        >${t("seeButton")}</a
      >
    </p>`;
  if (batch) await takeBackPendingMail(tx, batch.key, to);
  const batched = batch ? { batchKey: batch.key, ...(batch.wait ? { notBefore: new Date(Date.now() + orderMailWaitMs()) } : {}) } : {};
  await enqueueMail(tx, [
    {
      to,
      subject,
      text: mailText(subject, `${news.text}\n\n${t("seeText", { link })}`, "your order", order.language),
      html: mailHtml(subject, body, "your order", order.language),
      ...batched,
    },
  ]);
}
