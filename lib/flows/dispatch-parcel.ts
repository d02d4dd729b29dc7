import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, badRequest, forbidden, notFound, isUniqueViolation } from "../errors.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { enqueueShipmentMail } from "../orders/mail.ts";
import { assertCodConfirmed } from "../orders/cod-terms.ts";
import { awbFormatProblem } from "../delivery/awb-format.ts";
import { findCarrier } from "../shared/carriers.ts";
import { invoiceLinesLeavingShop } from "../invoices/for-lines.ts";

// Dispatch (docs/architecture.md, Delivery): a seller sends accepted lines of an order as one
// parcel with a courier's waybill (AWB). The lines become Shipped and point at the parcel;
// the shopper is mailed the carrier, the AWB and the tracking link.

export interface DispatchInput {
  lineIds: string[];
  carrier: string;
  awb: string;
  trackingUrl?: string;
}

const awbTaken = (awb: string) => new AppError(409, "awb_used", `The AWB ${awb} is already on another parcel.`, { awb: ["already used"] });

/**
 * The carrier's name as stored and the tracking page: a known carrier's made from the AWB unless
 * one is given; another's must be given (400). An AWB not of a known carrier's fixed form
 * (lib/delivery/awb-format.ts) is refused (400), since the shopper's tracking link would find
 * nothing; a seller whose courier numbers differ names that courier with its own link.
 */
function trackingOf(input: DispatchInput): { carrier: string; trackingUrl: string } {
  const known = findCarrier(input.carrier);
  const problem = awbFormatProblem(input.carrier, input.awb);
  if (problem) throw badRequest(problem, { awb: ["This number is not of the courier's form."] });
  if (input.trackingUrl) return { carrier: known?.name ?? input.carrier, trackingUrl: input.trackingUrl };
  if (!known) throw badRequest(`Give the tracking address for ${input.carrier}.`, { trackingUrl: ["required for a carrier the shop does not know"] });
  return { carrier: known.name, trackingUrl: known.trackingUrl(input.awb) };
}

/**
 * The dispatch as one transaction, after the caller is known to be the seller of every line:
 * the parcel is written, then only lines still Accepted move to Shipped (so two dispatches of
 * the same line, or a dispatch racing a seller's Delivered, end in one); if any line was not
 * Accepted nothing is written (409). The "shipped" event and the shopper's mail are written in
 * the same transaction, and so is the parcel's tax invoice (lib/invoices/for-lines.ts: one per
 * parcel, its number taken only if the dispatch commits).
 */
async function dispatchIn(tx: Tx, sellerId: string, orderId: string, input: DispatchInput, at: Date): Promise<Shipment> {
  const { carrier, trackingUrl } = trackingOf(input);
  await assertCodConfirmed(tx, orderId);
  if (await tx.shipment.findUnique({ where: { awb: input.awb }, select: { id: true } })) throw awbTaken(input.awb);
  const shipment = await tx.shipment.create({
    data: { orderId, sellerId, carrier, awb: input.awb, trackingUrl, lineIds: [...input.lineIds].sort(), shippedAt: at },
  });
  const moved = await tx.orderLine.updateManyAndReturn({
    where: { id: { in: input.lineIds }, orderId, sellerId, status: "Accepted" },
    data: { status: "Shipped", shipmentId: shipment.id },
  });
  if (moved.length !== input.lineIds.length) {
    throw new AppError(409, "conflict", "Only accepted items can be dispatched; some of these are not Accepted (any more).", {
      lineIds: ["every line must be Accepted"],
    });
  }
  await recordOrderEvents(tx, [
    { orderId, type: "shipped", by: "seller", actorId: sellerId, lineIds: shipment.lineIds, data: { shipmentId: shipment.id, carrier, awb: input.awb } },
  ]);
  const invoiceId = await invoiceLinesLeavingShop(tx, orderId, shipment.lineIds, at);
  await enqueueShipmentMail(tx, shipment, moved, invoiceId);
  return shipment;
}

/**
 * PUT /api/order/ship/{orderId}: the seller dispatches lines of an order as one parcel. 404
 * for an order or lines not of it, 403 when any line is another seller's, 409 when a line is
 * not Accepted or the AWB is on another parcel (also when two dispatches race for it: the
 * unique index decides).
 */
export async function dispatchLines(sellerId: string, orderId: string, input: DispatchInput): Promise<Shipment> {
  const lines = await prisma.orderLine.findMany({ where: { id: { in: input.lineIds }, orderId }, select: { sellerId: true } });
  if (lines.length !== new Set(input.lineIds).size) throw notFound("No such lines in this order.");
  if (lines.some((line) => line.sellerId !== sellerId)) throw forbidden("Only the seller of these items can dispatch them.");
  try {
    const shipment = await prisma.$transaction((tx) => dispatchIn(tx, sellerId, orderId, input, new Date()), TX_OPTIONS);
    wakeMailSender();
    return shipment;
  } catch (error) {
    if (isUniqueViolation(error)) throw awbTaken(input.awb);
    throw error;
  }
}
