import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { closeParcelIn } from "../delivery/outcome.ts";
import { parcelNow, sellersParcel } from "../delivery/parcels.ts";
import type { OrderLine, Shipment } from "../generated/prisma/client.ts";
import { creditInvoicedLines } from "../invoices/for-lines.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { enqueueShipmentMail } from "../orders/mail.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import { returnUnits } from "../stock/units.ts";
import type { ShipmentOutcome } from "../validation/delivery.ts";
import { collectCash } from "./collect-cash.ts";
import { sendPendingRazorpayRefunds } from "./razorpay-refunds.ts";
import { settleCancelledLines } from "./refunds.ts";

// What became of a parcel (docs/architecture.md, Delivery): the delivery module closes it and
// moves its lines (lib/delivery/outcome.ts); in the same transaction a delivery collects the
// cash of a cash-on-delivery order, and a parcel returned to origin ("RTO") settles its lines
// as cancelled ones (for a prepaid order, the refund owed: lib/flows/refunds.ts), gets the
// credit note of its invoiced lines (lib/invoices/for-lines.ts) and puts its units back on the
// shelf; a lost parcel's units left the shop and do not come back to stock. The shopper's mail
// is recorded with it; all of it commits together.

async function closeIn(tx: Tx, shipment: Shipment, outcome: ShipmentOutcome, at: Date): Promise<{ lines: OrderLine[]; stock: StockChanges }> {
  const lines = await closeParcelIn(tx, shipment, outcome, at);
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
  const shipment = await sellersParcel(sellerId, shipmentId);
  const { stock } = await prisma.$transaction((tx) => closeIn(tx, shipment, outcome, new Date()), TX_OPTIONS);
  wakeMailSender();
  if (outcome === "rto") await sendPendingRazorpayRefunds(shipment.orderId);
  return { shipment: await parcelNow(prisma, shipmentId), stock };
}
