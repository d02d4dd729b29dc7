import { requireCaller } from "@/lib/auth/guard";
import type { ParcelAnswer } from "@/lib/delivery/attempts";
import { answerFailedAttempt } from "@/lib/flows/answer-parcel";
import { json, parseInput, route } from "@/lib/http";
import { toShipmentJson } from "@/lib/api-json/orders";
import { idSchema } from "@/lib/validation/common";

/** The order's shopper answers a failed delivery attempt on the order page (lib/flows/answer-parcel.ts); answers the parcel. */
export const shopperParcelAnswer = (answer: ParcelAnswer) =>
  route<{ shipmentId: string }>(async (request, params) => {
    const caller = await requireCaller(request);
    const shipmentId = parseInput(idSchema, params.shipmentId, "shipmentId");
    const { shipment } = await answerFailedAttempt({ shopperId: caller.id, shipmentId }, answer);
    return json(toShipmentJson(shipment));
  });
