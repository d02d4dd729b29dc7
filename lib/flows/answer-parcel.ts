import { invalidLink, useOrderLink } from "../security/link-token.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { answerFailedAttemptIn, type ParcelAnswer } from "../delivery/attempts.ts";
import { parcelNow, shoppersParcel } from "../delivery/parcels.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { orderNews } from "../orders/lookups.ts";

// The shopper answers a failed delivery attempt (docs/architecture.md, Flows): logged in on the
// order page, or by the link of the attempt's mail without logging in. The link's token
// (lib/security/link-token.ts) is spent in the same transaction as the parcel's answer
// (lib/delivery/attempts.ts), so a refused answer leaves it good and two uses at once end in one.

export type ParcelAnswerer = { shopperId: string; shipmentId: string } | { token: string };

export async function answerFailedAttempt(who: ParcelAnswerer, answer: ParcelAnswer, now: Date = new Date()): Promise<{ number: string; shipment: Shipment }> {
  const done = await prisma.$transaction(async (tx) => {
    let shipment: Shipment;
    if ("token" in who) {
      const link = await useOrderLink(tx, who.token, now, "parcel_answer");
      if (!link?.shipmentId) throw invalidLink("This link was already used, or it is not one of ours. Open your order from My orders to see where it stands.");
      shipment = await parcelNow(tx, link.shipmentId);
    } else {
      shipment = await shoppersParcel(tx, who.shopperId, who.shipmentId);
    }
    const order = await orderNews(tx, shipment.orderId);
    const changed = await answerFailedAttemptIn(tx, shipment, answer, order.userId);
    return { id: shipment.id, number: order.number, changed };
  }, TX_OPTIONS);
  if (done.changed) wakeMailSender();
  return { number: done.number, shipment: await parcelNow(prisma, done.id) };
}
