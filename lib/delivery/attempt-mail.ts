import { createOrderLink, linkUrl } from "../security/link-token.ts";
import { siteUrl } from "../config.ts";
import type { Tx } from "../db/key-lock.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { textsIn } from "../i18n/text.ts";
import { sellerOrderPath } from "../shared/order-paths.ts";
import { mailAddressesOf } from "../mail/recipients.ts";

// The mail of a failed delivery attempt (lib/delivery/attempts.ts). The shopper's link opens
// /parcel-answer, which works without logging in: its single-use token is made as the mail is
// sent (lib/security/link-token.ts), so only its hash is ever stored.

// Couriers hold a parcel for a few days after a missed delivery before sending it back.
const LINK_LIFETIME_MS = 7 * 86_400_000;

const button = (href: string, label: string) =>
  html`<p style="margin:16px 0 0">
    <a href="${href}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${label}</a>
  </p>`;

/**
 * To the shopper, after a failed delivery attempt: what the courier said, and a link where one
 * press says they will take the parcel, or that it should go back.
 */
export async function enqueueDeliveryFailedMail(tx: Tx, shipment: Pick<Shipment, "id" | "orderId" | "carrier" | "awb">, reason: string): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: shipment.orderId }, select: { id: true, number: true, userId: true, language: true } });
  if (!order.userId) return;
  const to = (await mailAddressesOf([order.userId], tx)).get(order.userId);
  if (!to) return;
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS);
  const linkId = await createOrderLink(tx, "parcel_answer", { userId: order.userId, orderId: order.id, shipmentId: shipment.id, email: to, expiresAt });
  const link = linkUrl("parcel_answer", order.language);
  // In the order's language; the courier's words as the seller wrote them.
  const t = textsIn(order.language, "parcelMail");
  const subject = t("subject", { number: order.number });
  const missed = t("missed", { carrier: shipment.carrier, awb: shipment.awb, reason });
  const text = `${missed}

${t("askText", { link })}`;
  const body = html`<p style="margin:0 0 12px">${missed}</p>
    <p style="margin:0 0 12px">${t("ask")}</p>
    ${button(link, t("button"))}
    <p style="margin:12px 0 0">${t("sendBack")}</p>`;
  await enqueueMail(tx, [
    {
      to,
      subject,
      text: mailText(subject, text, "your order", order.language),
      html: mailHtml(subject, body, "your order", order.language),
      accountTokenId: linkId,
    },
  ]);
}

/** To the parcel's seller: the shopper no longer wants it, so the courier need not try again; record its return when it arrives. */
export async function enqueueDeclinedParcelMail(tx: Tx, shipment: Pick<Shipment, "orderId" | "sellerId" | "carrier" | "awb">): Promise<void> {
  if (!shipment.sellerId) return;
  const to = (await mailAddressesOf([shipment.sellerId], tx)).get(shipment.sellerId);
  if (!to) return;
  const { number } = await tx.order.findUniqueOrThrow({ where: { id: shipment.orderId }, select: { number: true } });
  const link = `${siteUrl()}${sellerOrderPath(number)}`;
  const subject = `Order ${number}: the shopper no longer wants parcel ${shipment.awb}`;
  const text = `After the failed delivery attempt, the shopper of order ${number} said they no longer want the parcel (${shipment.carrier}, AWB ${shipment.awb}). Ask ${shipment.carrier} to return it to you instead of trying again, and mark it Returned to origin when it arrives.

The order: ${link}`;
  const body = html`<p style="margin:0 0 12px">
      After the failed delivery attempt, the shopper of order <strong>${number}</strong> said they no longer want the parcel (${shipment.carrier}, AWB
      ${shipment.awb}).
    </p>
    <p style="margin:0 0 12px">Ask ${shipment.carrier} to return it to you instead of trying again, and mark it Returned to origin when it arrives.</p>
    ${button(link, "See the order")}`;
  await enqueueMail(tx, [{ to, subject, text: mailText(subject, text), html: mailHtml(subject, body) }]);
}
