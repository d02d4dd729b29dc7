import type { Tx } from "../db/key-lock.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { html } from "../mail/html.ts";
import { mailHtml, mailText } from "../mail/layout.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { siteUrl } from "../config.ts";
import { orderPath } from "../orders/paths.ts";
import { mailAddressesOf } from "../users/mail-address.ts";

/**
 * To the shopper, after a failed delivery attempt: what the courier said, and the order's page
 * where one click says they will take the parcel (or where they see what is left to do).
 */
export async function enqueueDeliveryFailedMail(tx: Tx, shipment: Pick<Shipment, "orderId" | "carrier" | "awb">, reason: string): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: shipment.orderId }, select: { id: true, number: true, userId: true } });
  if (!order.userId) return;
  const to = (await mailAddressesOf([order.userId], tx)).get(order.userId);
  if (!to) return;
  const link = `${siteUrl()}${orderPath(order.id)}`;
  const subject = `Your order ${order.number}: the courier could not deliver it`;
  const text = `${shipment.carrier} could not deliver your parcel (AWB ${shipment.awb}): ${reason}

Will you take it? Say so on your order's page and the courier tries again: ${link}
If you no longer want it, let the parcel go back; nothing is charged for its items.`;
  const body = html`<p style="margin:0 0 12px">${shipment.carrier} could not deliver your parcel (AWB ${shipment.awb}): ${reason}</p>
    <p style="margin:0 0 12px">Will you take it? Say so on your order's page and the courier tries again.</p>
    <p style="margin:16px 0 0">
      <a href="${link}" style="display:inline-block;background:#7c2d12;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none"
        >I will take it</a
      >
    </p>
    <p style="margin:12px 0 0">If you no longer want it, let the parcel go back; nothing is charged for its items.</p>`;
  await enqueueMail(tx, [{ to, subject, text: mailText(subject, text), html: mailHtml(subject, body) }]);
}
