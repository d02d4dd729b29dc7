import { requireSellerCaller } from "@/lib/auth/guard";
import { dispatchLines } from "@/lib/flows/dispatch-parcel";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toShipmentJson } from "@/lib/api-json/orders";
import { idSchema } from "@/lib/validation/common";
import { dispatchSchema } from "@/lib/validation/delivery";

/** The seller dispatches accepted lines of the order `{orderId}` as one parcel (lib/flows/dispatch-parcel.ts). */
export const PUT = route<{ orderId: string }>(async (request, params) => {
  const seller = await requireSellerCaller(request);
  const orderId = parseInput(idSchema, params.orderId, "orderId");
  const body = await readJson(request, dispatchSchema);
  return json(toShipmentJson(await dispatchLines(seller.id, orderId, body)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
