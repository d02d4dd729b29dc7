import { orderOfLink } from "../security/link-token.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError } from "../errors.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { failedAttemptNews } from "../messages/news.ts";
import { enqueueOrderMessage } from "../messages/outbox.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { enqueueDeclinedParcelMail, enqueueDeliveryFailedMail } from "./attempt-mail.ts";
import { parcelNow, sellersParcel } from "./parcels.ts";

// A failed delivery attempt (docs/architecture.md, Delivery dates): the courier could not hand
// the parcel over (nobody at home, the shopper refused it at the door, a wrong address). The
// parcel stays in transit; the shopper is asked whether they will take it, so that the courier's
// next attempt is worth making, or whether it should go back; the seller sees the answer.

const notInTransit = () => new AppError(409, "conflict", "This parcel is no longer in transit.", { status: ["the parcel was already closed"] });

/**
 * PUT /api/order/shipment/{id} `{status: "attempt_failed", reason}`: the parcel's seller records
 * it. One transaction: the parcel's count and last reason (only while in transit: a conditional
 * update, 409 otherwise), the `delivery_failed` event with the reason, and the shopper's mail
 * and phone message.
 * A new attempt asks the shopper again: an earlier answer is cleared.
 */
export async function recordFailedAttempt(sellerId: string, shipmentId: string, reason: string): Promise<Shipment> {
  const shipment = await sellersParcel(sellerId, shipmentId);
  const at = new Date();
  await prisma.$transaction(async (tx: Tx) => {
    const updated = await tx.shipment.updateMany({
      where: { id: shipmentId, status: "in_transit" },
      data: { failedAttempts: { increment: 1 }, lastFailedAt: at, lastFailReason: reason, retryRequestedAt: null, declinedAt: null },
    });
    if (updated.count === 0) throw notInTransit();
    await recordOrderEvents(tx, [
      {
        orderId: shipment.orderId,
        type: "delivery_failed",
        by: "seller",
        actorId: sellerId,
        lineIds: shipment.lineIds,
        note: reason,
        data: { shipmentId, carrier: shipment.carrier, awb: shipment.awb },
      },
    ]);
    await enqueueDeliveryFailedMail(tx, shipment, reason);
    const order = await tx.order.findUniqueOrThrow({ where: { id: shipment.orderId }, select: { id: true, number: true, language: true } });
    await enqueueOrderMessage(tx, order.id, failedAttemptNews(order, shipment, reason));
  }, TX_OPTIONS);
  wakeMailSender();
  return parcelNow(prisma, shipmentId);
}

/** The shopper's answer after a failed attempt: they will take the parcel, or it is to go back to the seller. */
export type ParcelAnswer = "retry" | "decline";

/**
 * Records the shopper's answer in the caller's transaction: `retry` (event
 * `delivery_retry_requested`) or `decline` (event `delivery_declined`, and the seller is mailed
 * to have the courier bring it back). 409 when the parcel is no longer in transit or had no
 * failed attempt; the other answer replaces an earlier one, the same answer again changes
 * nothing. Returns whether it changed anything (mail waits to be sent).
 */
export async function answerFailedAttemptIn(tx: Tx, shipment: Shipment, answer: ParcelAnswer, shopperId: string | null): Promise<boolean> {
  if (shipment.status !== "in_transit") throw notInTransit();
  if (shipment.failedAttempts === 0) throw new AppError(409, "conflict", "The courier has not missed you: nothing to ask.");
  const given = answer === "retry" ? "retryRequestedAt" : "declinedAt";
  const other = answer === "retry" ? "declinedAt" : "retryRequestedAt";
  const changed = await tx.shipment.updateMany({
    where: { id: shipment.id, status: "in_transit", [given]: null },
    data: { [given]: new Date(), [other]: null },
  });
  if (changed.count === 0) return false;
  await recordOrderEvents(tx, [
    {
      orderId: shipment.orderId,
      type: answer === "retry" ? "delivery_retry_requested" : "delivery_declined",
      by: "shopper",
      actorId: shopperId,
      lineIds: shipment.lineIds,
      data: { shipmentId: shipment.id },
    },
  ]);
  if (answer === "decline") await enqueueDeclinedParcelMail(tx, shipment);
  return true;
}

/** What the mailed link's page shows before anything is pressed; null for a used, voided or unknown link. */
export async function parcelLinkView(token: string): Promise<{
  number: string;
  carrier: string;
  awb: string;
  reason: string;
  open: boolean;
  given: ParcelAnswer | null;
} | null> {
  const link = await orderOfLink(prisma, token, "parcel_answer");
  if (!link?.shipmentId) return null;
  const shipment = await prisma.shipment.findUnique({ where: { id: link.shipmentId }, include: { order: { select: { number: true } } } });
  if (!shipment) return null;
  return {
    number: shipment.order.number,
    carrier: shipment.carrier,
    awb: shipment.awb,
    reason: shipment.lastFailReason ?? "",
    open: shipment.status === "in_transit" && shipment.failedAttempts > 0,
    given: shipment.retryRequestedAt ? "retry" : shipment.declinedAt ? "decline" : null,
  };
}
