import type { Tx } from "../db/key-lock.ts";
import { AppError, badRequest } from "../errors.ts";
import type { OrderLine, Shipment } from "../generated/prisma/client.ts";
import { findCarrier } from "../shared/carriers.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { awbFormatProblem } from "./awb-format.ts";

// A parcel sent (docs/architecture.md, Delivery): a seller sends accepted lines of an order as
// one parcel with a courier's waybill (AWB). The lines become Shipped and point at the parcel.
// lib/flows/dispatch-parcel.ts does it, with the parcel's invoice and the shopper's mail.

export interface DispatchInput {
  lineIds: string[];
  carrier: string;
  awb: string;
  trackingUrl?: string;
}

export const awbTaken = (awb: string) => new AppError(409, "awb_used", `The AWB ${awb} is already on another parcel.`, { awb: ["already used"] });

/**
 * The carrier's name as stored and the tracking page: a known carrier's made from the AWB unless
 * one is given; another's must be given (400). An AWB not of a known carrier's fixed form
 * (lib/delivery/awb-format.ts) is refused (400), since the shopper's tracking link would find
 * nothing; a seller whose courier numbers differ names that courier with its own link.
 */
export function trackingOf(input: DispatchInput): { carrier: string; trackingUrl: string } {
  const known = findCarrier(input.carrier);
  const problem = awbFormatProblem(input.carrier, input.awb);
  if (problem) throw badRequest(problem, { awb: ["This number is not of the courier's form."] });
  if (input.trackingUrl) return { carrier: known?.name ?? input.carrier, trackingUrl: input.trackingUrl };
  if (!known) throw badRequest(`Give the tracking address for ${input.carrier}.`, { trackingUrl: ["required for a carrier the shop does not know"] });
  return { carrier: known.name, trackingUrl: known.trackingUrl(input.awb) };
}

/**
 * The parcel, in the caller's transaction: written, then only lines still Accepted move to
 * Shipped (so two dispatches of the same line, or a dispatch racing a seller's Delivered, end in
 * one); if any line was not Accepted nothing is written (409). The "shipped" event is recorded.
 */
export async function sendParcelIn(
  tx: Tx,
  sellerId: string,
  orderId: string,
  input: DispatchInput,
  tracking: { carrier: string; trackingUrl: string },
  at: Date,
): Promise<{ shipment: Shipment; lines: OrderLine[] }> {
  const { carrier, trackingUrl } = tracking;
  if (await tx.shipment.findUnique({ where: { awb: input.awb }, select: { id: true } })) throw awbTaken(input.awb);
  const shipment = await tx.shipment.create({
    data: { orderId, sellerId, carrier, awb: input.awb, trackingUrl, lineIds: [...input.lineIds].sort(), shippedAt: at },
  });
  const lines = await tx.orderLine.updateManyAndReturn({
    where: { id: { in: input.lineIds }, orderId, sellerId, status: "Accepted" },
    data: { status: "Shipped", shipmentId: shipment.id },
  });
  if (lines.length !== input.lineIds.length) {
    throw new AppError(409, "conflict", "Only accepted items can be dispatched; some of these are not Accepted (any more).", {
      lineIds: ["every line must be Accepted"],
    });
  }
  await recordOrderEvents(tx, [
    { orderId, type: "shipped", by: "seller", actorId: sellerId, lineIds: shipment.lineIds, data: { shipmentId: shipment.id, carrier, awb: input.awb } },
  ]);
  return { shipment, lines };
}
