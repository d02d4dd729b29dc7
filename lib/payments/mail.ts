import { siteUrl } from "../config.ts";
import type { Tx } from "../db/key-lock.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { mailAddressesOf } from "../mail/recipients.ts";

// Payment mail that is not the shopper's order news (lib/notices/order-news.ts).

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
