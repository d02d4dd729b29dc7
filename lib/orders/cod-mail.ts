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

type CodOrder = Pick<Order, "id" | "number" | "userId" | "codConfirmBy">;

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

/** Halfway to the deadline: the request again, with a link of its own (the placed mail's still works). */
export async function enqueueCodReminderMail(tx: Tx, order: CodOrder, deadline: string): Promise<void> {
  const link = await orderLinkFor(tx, order);
  if (!link) return;
  const subject = `Your order ${order.number}: please confirm it`;
  const request = codRequest(deadline);
  const text = `We have not heard from you about order ${order.number}.\n\n${request.text}`;
  const body = html`<p style="margin:0 0 12px">We have not heard from you about order <strong>${order.number}</strong>.</p>
    ${request.html}`;
  await enqueueMail(tx, [{ to: link.to, subject, text: mailText(subject, text), html: mailHtml(subject, body), accountTokenId: link.linkId }]);
}

/** At the deadline: the order was cancelled, nothing will be sent, nothing is owed. */
export async function enqueueCodExpiredMail(tx: Tx, order: CodOrder, deadline: string): Promise<void> {
  if (!order.userId) return;
  const to = (await mailAddressesOf([order.userId], tx)).get(order.userId);
  if (!to) return;
  const link = `${siteUrl()}${orderPath(order.id)}`;
  const subject = `Your order ${order.number} is cancelled: not confirmed in time`;
  const text = `You did not confirm your cash-on-delivery order ${order.number} by ${deadline}, so it was cancelled and nothing will be sent. You owe nothing for it. If you still want the items, order them again.

Your order: ${link}`;
  const body = html`<p style="margin:0 0 12px">
      You did not confirm your cash-on-delivery order <strong>${order.number}</strong> by ${deadline}, so it was cancelled and nothing will be sent. You
      owe nothing for it. If you still want the items, order them again.
    </p>
    ${button(link, "See your order")}`;
  await enqueueMail(tx, [{ to, subject, text: mailText(subject, text), html: mailHtml(subject, body) }]);
}
