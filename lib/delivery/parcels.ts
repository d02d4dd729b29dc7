import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { forbidden, notFound } from "../errors.ts";
import type { Shipment } from "../generated/prisma/client.ts";

// Reads of a parcel that the delivery flows and steps need (docs/architecture.md, Flows).

/** The parcel as it is now, of a parcel known to exist (in a transaction, or `prisma` after one). */
export function parcelNow(db: Tx, shipmentId: string): Promise<Shipment> {
  return db.shipment.findUniqueOrThrow({ where: { id: shipmentId } });
}

/** The parcel its seller speaks of: 404 for no such parcel, 403 for another seller's. */
export async function sellersParcel(sellerId: string, shipmentId: string): Promise<Shipment> {
  const shipment = await prisma.shipment.findUnique({ where: { id: shipmentId } });
  if (!shipment) throw notFound("No such parcel.");
  if (shipment.sellerId !== sellerId) throw forbidden("Only the seller who sent this parcel can say what became of it.");
  return shipment;
}

/** The parcel of one of the shopper's orders; 404 for any other. */
export async function shoppersParcel(tx: Tx, shopperId: string, shipmentId: string): Promise<Shipment> {
  const shipment = await tx.shipment.findFirst({ where: { id: shipmentId, order: { userId: shopperId } } });
  if (!shipment) throw notFound("No such parcel in your orders.");
  return shipment;
}
