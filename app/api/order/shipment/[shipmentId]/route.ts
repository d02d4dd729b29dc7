import { requireSellerCaller } from "@/lib/auth/guard";
import { revalidateStock } from "@/lib/catalog/revalidate";
import { recordFailedAttempt } from "@/lib/delivery/attempts";
import { closeShipment } from "@/lib/flows/parcel-outcome";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toShipmentJson } from "@/lib/api-json/orders";
import { idSchema } from "@/lib/validation/common";
import { shipmentOutcomeSchema } from "@/lib/validation/delivery";

/** The parcel's seller says what became of it: delivered, returned to origin (rto) or lost (lib/flows/parcel-outcome.ts), or that a delivery attempt failed (lib/delivery/attempts.ts). */
export const PUT = route<{ shipmentId: string }>(async (request, params) => {
  const seller = await requireSellerCaller(request);
  const shipmentId = parseInput(idSchema, params.shipmentId, "shipmentId");
  const update = await readJson(request, shipmentOutcomeSchema);
  if (update.status === "attempt_failed") return json(toShipmentJson(await recordFailedAttempt(seller.id, shipmentId, update.reason)));
  const { shipment, stock } = await closeShipment(seller.id, shipmentId, update.status);
  await revalidateStock(stock);
  return json(toShipmentJson(shipment));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
