import { orderMailWaitMs, siteUrl } from "../config.ts";
import type { Tx } from "../db/key-lock.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail, takeBackPendingMail } from "../mail/outbox.ts";
import { updateNews } from "../messages/news.ts";
import { enqueueOrderMessage } from "../messages/outbox.ts";
import { orderPath } from "../shared/order-paths.ts";
import { mailAddressesOf } from "../mail/recipients.ts";

// What the shopper hears about their payment (README "Order mail"): recorded in the
// transaction that changes it, sent after commit, and only to a verified address.

export interface PaymentNews {
  /** The subject after "Your order OD…: ". */
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

/** Records the mail to the order's shopper; nothing when their account or verified address is gone. */
export async function enqueuePaymentMail(
  tx: Tx,
  order: { id: string; number: string; userId: string | null },
  news: PaymentNews,
  batch?: NewsBatch,
): Promise<void> {
  if (!order.userId) return;
  await enqueueOrderMessage(tx, order.id, updateNews(order, news.text));
  const to = (await mailAddressesOf([order.userId], tx)).get(order.userId);
  if (!to) return;
  const link = `${siteUrl()}${orderPath(order.id)}`;
  const subject = `Your order ${order.number}: ${news.subject}`;
  const body = html`<p style="margin:0 0 12px">${news.text}</p>
    <p style="margin:16px 0 0">
      <a href="${link}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none"
        >See your order</a
      >
    </p>`;
  if (batch) await takeBackPendingMail(tx, batch.key, to);
  const batched = batch ? { batchKey: batch.key, ...(batch.wait ? { notBefore: new Date(Date.now() + orderMailWaitMs()) } : {}) } : {};
  await enqueueMail(tx, [{ to, subject, text: mailText(subject, `${news.text}\n\nSee your order: ${link}`), html: mailHtml(subject, body), ...batched }]);
}

/** Records the mail to the shop's owner that a UPI reference waits to be checked (docs/architecture.md, The ledger); nothing when the owner has no verified address. */
export async function enqueueOwnerUtrMail(tx: Tx, order: { number: string; amountPaise: number }, utr: string, amount: string): Promise<void> {
  const owner = await tx.user.findFirst({ where: { owner: true }, select: { id: true } });
  if (!owner) return;
  const to = (await mailAddressesOf([owner.id], tx)).get(owner.id);
  if (!to) return;
  const link = `${siteUrl()}/payments`;
  const subject = `UPI reference to check: order ${order.number}`;
  const text = `The shopper of order ${order.number} says they paid ${amount} by UPI with reference ${utr}. The order waits for you: find it in the bank statement and confirm it, or say it was not found.`;
  const body = html`<p style="margin:0 0 12px">${text}</p>
    <p style="margin:16px 0 0"><a href="${link}">Open PAYMENTS</a></p>`;
  await enqueueMail(tx, [{ to, subject, text: mailText(subject, `${text}\n\nPAYMENTS: ${link}`), html: mailHtml(subject, body) }]);
}
