import { requireCaller } from "@/lib/auth/guard";
import { requestDeliveryRetry } from "@/lib/delivery/attempts";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { toShipmentJson } from "@/lib/orders/json";
import { idSchema } from "@/lib/validation/common";

/** After a failed delivery attempt, the order's shopper says they will take the parcel (lib/delivery/attempts.ts). */
export const POST = route<{ shipmentId: string }>(async (request, params) => {
  const caller = await requireCaller(request);
  const shipmentId = parseInput(idSchema, params.shipmentId, "shipmentId");
  return json(toShipmentJson(await requestDeliveryRetry(caller.id, shipmentId)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
