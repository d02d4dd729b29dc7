import type { Tx } from "../db/key-lock.ts";
import { AppError } from "../errors.ts";
import type { OrderLine, Shipment } from "../generated/prisma/client.ts";
import { recordOrderEvents, type OrderEventType } from "../shared/order-events.ts";
import type { ShipmentOutcome } from "../validation/delivery.ts";

// What became of a parcel (docs/architecture.md, Delivery): delivered (its lines Delivered),
// returned to origin ("RTO": the shopper refused it or could not be reached; its lines are
// Returned to origin), or lost by the courier (its lines go back to Accepted, to be sent
// again). lib/flows/parcel-outcome.ts does it, with what the outcome sets off.

const EVENT: Record<ShipmentOutcome, OrderEventType> = { delivered: "shipment_delivered", rto: "returned_to_origin", lost: "shipment_lost" };
const LINE_STATUS = { delivered: "Delivered", rto: "ReturnedToOrigin", lost: "Accepted" } as const;

/**
 * The parcel closed, in the caller's transaction, by a conditional update (only while it is in
 * transit), so of two outcomes racing for the same parcel (two RTOs, an RTO and a delivery)
 * exactly one closes it and the other changes nothing (409). Then only the lines still Shipped
 * on this parcel move, and the event is recorded. Returns those lines, sorted.
 */
export async function closeParcelIn(tx: Tx, shipment: Shipment, outcome: ShipmentOutcome, at: Date): Promise<OrderLine[]> {
  const closed = await tx.shipment.updateMany({
    where: { id: shipment.id, status: "in_transit" },
    data: { status: outcome, closedAt: at, ...(outcome === "delivered" ? { deliveredAt: at } : {}) },
  });
  if (closed.count === 0) throw new AppError(409, "conflict", "This parcel is no longer in transit.", { status: ["the parcel was already closed"] });
  const lines = await tx.orderLine.updateManyAndReturn({
    where: { shipmentId: shipment.id, status: "Shipped" },
    data: { status: LINE_STATUS[outcome], ...(outcome === "lost" ? { shipmentId: null } : {}) },
  });
  lines.sort((a, b) => (a.id < b.id ? -1 : 1));
  await recordOrderEvents(tx, [
    {
      orderId: shipment.orderId,
      type: EVENT[outcome],
      by: "seller",
      actorId: shipment.sellerId,
      lineIds: lines.map((line) => line.id),
      data: { shipmentId: shipment.id, carrier: shipment.carrier, awb: shipment.awb },
    },
  ]);
  return lines;
}
