import { requireSellerCaller } from "@/lib/auth/guard";
import { reportParcel } from "@/lib/flows/report-parcel";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toShipmentJson } from "@/lib/api-json/orders";
import { idSchema } from "@/lib/validation/common";
import { shipmentOutcomeSchema } from "@/lib/validation/delivery";

/** The parcel's seller says what became of it: delivered, returned to origin (rto) or lost (lib/flows/report-parcel.ts). */
export const PUT = route<{ shipmentId: string }>(async (request, params) => {
  const seller = await requireSellerCaller(request);
  const shipmentId = parseInput(idSchema, params.shipmentId, "shipmentId");
  const update = await readJson(request, shipmentOutcomeSchema);
  return json(toShipmentJson(await reportParcel(seller.id, shipmentId, update)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
