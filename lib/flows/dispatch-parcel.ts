import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { awbTaken, sendParcelIn, trackingOf, type DispatchInput } from "../delivery/dispatch.ts";
import { forbidden, notFound, isUniqueViolation } from "../errors.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import { invoiceLinesLeavingShop } from "../invoices/for-lines.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { assertCodConfirmed } from "../orders/cod-terms.ts";
import { enqueueShipmentMail } from "../orders/mail.ts";
import { sellersOfLines } from "../orders/seller-lines.ts";

// Dispatch (docs/architecture.md, Delivery): a seller sends accepted lines of an order as one
// parcel with a courier's waybill (AWB) (lib/delivery/dispatch.ts); in the same transaction the
// parcel's tax invoice is issued (lib/invoices/for-lines.ts: one per parcel, its number taken
// only if the dispatch commits) and the shopper's mail with the carrier, the AWB and the
// tracking link is recorded.

async function dispatchIn(tx: Tx, sellerId: string, orderId: string, input: DispatchInput, at: Date): Promise<Shipment> {
  const tracking = trackingOf(input);
  await assertCodConfirmed(tx, orderId);
  const { shipment, lines } = await sendParcelIn(tx, sellerId, orderId, input, tracking, at);
  const invoices = await invoiceLinesLeavingShop(tx, orderId, shipment.lineIds, at);
  await enqueueShipmentMail(tx, shipment, lines, invoices);
  return shipment;
}

/**
 * PUT /api/order/ship/{orderId}: the seller dispatches lines of an order as one parcel. 404
 * for an order or lines not of it, 403 when any line is another seller's, 409 when a line is
 * not Accepted or the AWB is on another parcel (also when two dispatches race for it: the
 * unique index decides).
 */
export async function dispatchLines(sellerId: string, orderId: string, input: DispatchInput): Promise<Shipment> {
  const sellers = await sellersOfLines(orderId, input.lineIds);
  if (sellers.length !== new Set(input.lineIds).size) throw notFound("No such lines in this order.");
  if (sellers.some((seller) => seller !== sellerId)) throw forbidden("Only the seller of these items can dispatch them.");
  try {
    const shipment = await prisma.$transaction((tx) => dispatchIn(tx, sellerId, orderId, input, new Date()), TX_OPTIONS);
    wakeMailSender();
    return shipment;
  } catch (error) {
    if (isUniqueViolation(error)) throw awbTaken(input.awb);
    throw error;
  }
}
