import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, forbidden, notFound } from "../errors.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { recordOrderEvents } from "../orders/events.ts";
import { enqueueDeliveryFailedMail } from "./attempt-mail.ts";

// A failed delivery attempt (docs/architecture.md, Delivery dates): the courier could not hand
// the parcel over (nobody at home, the shopper refused it at the door, a wrong address). The
// parcel stays in transit; the shopper is asked to say they will take it, so that the courier's
// next attempt is worth making, and the seller sees both in the console.

const notInTransit = () => new AppError(409, "conflict", "This parcel is no longer in transit.", { status: ["the parcel was already closed"] });

/**
 * PUT /api/order/shipment/{id} `{status: "attempt_failed", reason}`: the parcel's seller records
 * it. One transaction: the parcel's count and last reason (only while in transit: a conditional
 * update, 409 otherwise), the `delivery_failed` event with the reason, and the shopper's mail.
 */
export async function recordFailedAttempt(sellerId: string, shipmentId: string, reason: string): Promise<Shipment> {
  const shipment = await prisma.shipment.findUnique({ where: { id: shipmentId } });
  if (!shipment) throw notFound("No such parcel.");
  if (shipment.sellerId !== sellerId) throw forbidden("Only the seller who sent this parcel can say what became of it.");
  const at = new Date();
  await prisma.$transaction(async (tx: Tx) => {
    const updated = await tx.shipment.updateMany({
      where: { id: shipmentId, status: "in_transit" },
      data: { failedAttempts: { increment: 1 }, lastFailedAt: at, lastFailReason: reason, retryRequestedAt: null },
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
  }, TX_OPTIONS);
  wakeMailSender();
  return prisma.shipment.findUniqueOrThrow({ where: { id: shipmentId } });
}

/**
 * POST /api/order/shipment/{id}/retry: the order's shopper says they will take the parcel after
 * a failed attempt (`delivery_retry_requested`, shown to the seller). 404 for a parcel not of
 * their orders, 409 when it is no longer in transit or had no failed attempt; asked twice, the
 * second changes nothing.
 */
export async function requestDeliveryRetry(shopperId: string, shipmentId: string): Promise<Shipment> {
  const shipment = await prisma.shipment.findFirst({ where: { id: shipmentId, order: { userId: shopperId } } });
  if (!shipment) throw notFound("No such parcel in your orders.");
  if (shipment.status !== "in_transit") throw notInTransit();
  if (shipment.failedAttempts === 0) throw new AppError(409, "conflict", "The courier has not missed you: nothing to ask.");
  await prisma.$transaction(async (tx: Tx) => {
    const asked = await tx.shipment.updateMany({
      where: { id: shipmentId, status: "in_transit", retryRequestedAt: null },
      data: { retryRequestedAt: new Date() },
    });
    if (asked.count === 0) return;
    await recordOrderEvents(tx, [
      { orderId: shipment.orderId, type: "delivery_retry_requested", by: "shopper", actorId: shopperId, lineIds: shipment.lineIds, data: { shipmentId } },
    ]);
  }, TX_OPTIONS);
  return prisma.shipment.findUniqueOrThrow({ where: { id: shipmentId } });
}
