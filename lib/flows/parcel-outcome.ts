import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, forbidden, notFound } from "../errors.ts";
import type { OrderLine, Shipment } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { recordOrderEvents, type OrderEventType } from "../shared/order-events.ts";
import { enqueueShipmentMail } from "../orders/mail.ts";
import type { ShipmentOutcome } from "../validation/delivery.ts";
import { returnUnits } from "../stock/units.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import { creditInvoicedLines } from "../invoices/for-lines.ts";
import { sendPendingRazorpayRefunds } from "./razorpay-refunds.ts";
import { collectCash } from "./collect-cash.ts";
import { settleCancelledLines } from "./refunds.ts";

// What became of a parcel (docs/architecture.md, Delivery): delivered (its lines Delivered;
// for cash on delivery, the cash was collected), returned to origin ("RTO": the shopper
// refused it or could not be reached; its lines are Returned to origin and their units go back
// on the shelf), or lost by the courier (its lines go back to Accepted, to be sent again; the
// units left the shop and do not come back to stock).

const EVENT: Record<ShipmentOutcome, OrderEventType> = { delivered: "shipment_delivered", rto: "returned_to_origin", lost: "shipment_lost" };
const LINE_STATUS = { delivered: "Delivered", rto: "ReturnedToOrigin", lost: "Accepted" } as const;

/**
 * The outcome as one transaction. The parcel is closed by a conditional update (only while it
 * is in transit), so of two outcomes racing for the same parcel (two RTOs, an RTO and a
 * delivery) exactly one closes it and the other changes nothing (409). Then only the lines
 * still Shipped on this parcel move, and for an RTO only those lines' units go back to stock:
 * each unit comes back once. The event and the shopper's mail are written in the same
 * transaction, and for an RTO the credit note of the invoiced lines (lib/invoices/for-lines.ts)
 * and, for a prepaid order, the refund owed (lib/flows/refunds.ts): all commit with it.
 */
async function closeIn(tx: Tx, shipment: Shipment, outcome: ShipmentOutcome, at: Date): Promise<{ lines: OrderLine[]; stock: StockChanges }> {
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
  if (outcome === "delivered") await collectCash(tx, { by: "seller", actorId: shipment.sellerId }, lines);
  if (outcome === "rto" && lines.length) {
    // A prepaid parcel that came back is owed back to the shopper, as a cancelled paid line is;
    // the credit note follows the ledger's entries (with the charges it took back).
    await settleCancelledLines(tx, { role: "seller", userId: shipment.sellerId! }, lines);
    await creditInvoicedLines(tx, { orderId: shipment.orderId, lineIds: lines.map((line) => line.id), reason: "returned to origin", at });
  }
  const stock = outcome === "rto" ? await returnUnits(tx, lines) : NO_STOCK_CHANGES;
  await enqueueShipmentMail(tx, { ...shipment, status: outcome }, lines);
  return { lines, stock };
}

/**
 * PUT /api/order/shipment/{shipmentId}: the parcel's seller says what became of it. 404 for
 * no such parcel, 403 for another seller's, 409 when it is no longer in transit. Returns the
 * parcel as it is now and the stock changes (the pages to expire).
 */
export async function closeShipment(sellerId: string, shipmentId: string, outcome: ShipmentOutcome): Promise<{ shipment: Shipment; stock: StockChanges }> {
  const shipment = await prisma.shipment.findUnique({ where: { id: shipmentId } });
  if (!shipment) throw notFound("No such parcel.");
  if (shipment.sellerId !== sellerId) throw forbidden("Only the seller who sent this parcel can say what became of it.");
  const { stock } = await prisma.$transaction((tx) => closeIn(tx, shipment, outcome, new Date()), TX_OPTIONS);
  wakeMailSender();
  if (outcome === "rto") await sendPendingRazorpayRefunds(shipment.orderId);
  return { shipment: await prisma.shipment.findUniqueOrThrow({ where: { id: shipmentId } }), stock };
}
