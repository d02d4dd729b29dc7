import { createOrderLink, linkUrl } from "../security/link-token.ts";
import { siteUrl } from "../config.ts";
import type { Tx } from "../db/key-lock.ts";
import type { Order } from "../generated/prisma/client.ts";
import { html, type SafeHtml } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { mailAddressesOf } from "../mail/recipients.ts";
import { askText } from "./cod-deadline.ts";
import { orderPath } from "../shared/order-paths.ts";
import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";

// The mail of a cash-on-delivery confirmation (lib/orders/cod-confirmation.ts): the placed
// mail's request, the reminder halfway, the cancellation at the deadline. The request's link
// opens /confirm-cod, which works without logging in: its single-use token is made as the mail
// is sent (lib/security/link-token.ts), so only its hash is ever stored.

const LINK_GRACE_MS = 7 * 86_400_000;

type CodOrder = Pick<Order, "id" | "number" | "userId" | "codConfirmBy" | "language">;

const button = (href: string, label: string) =>
  html`<p style="margin:16px 0 0">
    <a href="${href}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${label}</a>
  </p>`;

/** The request as the placed mail and the reminder carry it: the link (its token put in as the mail goes out) and what it does; in the order's language. */
export function codRequest(deadline: string, lang: Lang = "en"): { text: string; html: SafeHtml } {
  const link = linkUrl("confirm_cod", lang);
  const t = textsIn(lang, "orderMail");
  const ask = lang === "en" ? askText(deadline) : t("ask", { deadline });
  return {
    text: `${ask}\n${t("confirmText", { link })}`,
    html: html`<p style="margin:0 0 12px"><strong>${ask}</strong></p>
      ${button(link, t("confirmButton"))}`,
  };
}

/** A confirmation link of the order for the shopper's address, and that address; null when the shopper's account is gone. */
export async function orderLinkFor(tx: Tx, order: CodOrder): Promise<{ to: string; linkId: string } | null> {
  if (!order.userId || !order.codConfirmBy) return null;
  const to = (await mailAddressesOf([order.userId], tx)).get(order.userId);
  if (!to) return null;
  // Good for a week past the deadline: a mail sent late still goes (the sender drops a mail whose
  // link has expired), and its link then says where the order stands.
  const expiresAt = new Date(order.codConfirmBy.getTime() + LINK_GRACE_MS);
  return { to, linkId: await createOrderLink(tx, "confirm_cod", { userId: order.userId, orderId: order.id, email: to, expiresAt }) };
}

/** Halfway to the deadline: the request again, with a link of its own (the placed mail's still works); in the order's language, `deadline` said in it. */
export async function enqueueCodReminderMail(tx: Tx, order: CodOrder, deadline: string): Promise<void> {
  const link = await orderLinkFor(tx, order);
  if (!link) return;
  const t = textsIn(order.language, "codMail");
  const subject = t("reminderSubject", { number: order.number });
  const request = codRequest(deadline, order.language);
  const text = `${t("reminderLead")}${order.number}${t("reminderTail")}\n\n${request.text}`;
  const body = html`<p style="margin:0 0 12px">${t("reminderLead")}<strong>${order.number}</strong>${t("reminderTail")}</p>
    ${request.html}`;
  await enqueueMail(tx, [
    {
      to: link.to,
      subject,
      text: mailText(subject, text, "your order", order.language),
      html: mailHtml(subject, body, "your order", order.language),
      accountTokenId: link.linkId,
    },
  ]);
}

/** At the deadline: the order was cancelled, nothing will be sent, nothing is owed; in the order's language, `deadline` said in it. */
export async function enqueueCodExpiredMail(tx: Tx, order: CodOrder, deadline: string): Promise<void> {
  if (!order.userId) return;
  const to = (await mailAddressesOf([order.userId], tx)).get(order.userId);
  if (!to) return;
  const link = `${siteUrl()}${orderPath(order.id, order.language)}`;
  const t = textsIn(order.language, "codMail");
  const subject = t("expiredSubject", { number: order.number });
  const said = t("expired", { number: order.number, deadline });
  const text = `${said}\n\n${t("seeText", { link })}`;
  const body = html`<p style="margin:0 0 12px">${said}</p>
    ${button(link, t("seeButton"))}`;
  await enqueueMail(tx, [
    { to, subject, text: mailText(subject, text, "your order", order.language), html: mailHtml(subject, body, "your order", order.language) },
  ]);
}
