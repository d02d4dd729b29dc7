import { recordFailedAttempt } from "../delivery/attempts.ts";
import type { Shipment } from "../generated/prisma/client.ts";
import type { ShipmentOutcome } from "../validation/delivery.ts";
import { closeShipment } from "./parcel-outcome.ts";
import { withStockShown } from "./show-stock.ts";

// The parcel's seller says what became of it (PUT /api/order/shipment/{id}): a failed delivery
// attempt is the delivery module's alone (lib/delivery/attempts.ts: the shopper is asked, nothing
// else moves); delivered, returned to origin or lost closes the parcel through its flow
// (lib/flows/parcel-outcome.ts), and the pages of the stock it gave back are expired. Only the
// route calls this, in its request.

type ParcelReport = { status: "attempt_failed"; reason: string } | { status: ShipmentOutcome };

export async function reportParcel(sellerId: string, shipmentId: string, report: ParcelReport): Promise<Shipment> {
  if (report.status === "attempt_failed") return recordFailedAttempt(sellerId, shipmentId, report.reason);
  const { shipment } = await withStockShown(closeShipment(sellerId, shipmentId, report.status));
  return shipment;
}
