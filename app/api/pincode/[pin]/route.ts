import { lookUpPin } from "@/lib/places/pincodes";
import { isServiceable } from "@/lib/shared/delivery-terms";
import { cachedShop, deliveryTermsOf } from "@/lib/shop/profile";
import { notFound } from "@/lib/errors";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { pinSchema } from "@/lib/validation/address";

/**
 * Where a PIN code is and whether the shop delivers there: 400 for one that cannot be a PIN,
 * 404 for one no post office has. Serviceability changes when the owner edits the shop's
 * delivery terms, so caches keep the answer five minutes.
 */
export const GET = route<{ pin: string }>(async (_request, params) => {
  const pin = parseInput(pinSchema, params.pin, "pin");
  const place = await lookUpPin(pin);
  if (!place) throw notFound(`No post office has the PIN code ${pin}.`);
  const serviceable = isServiceable(deliveryTermsOf(await cachedShop()), pin);
  return json({ ...place, serviceable }, 200, { "Cache-Control": "public, max-age=300" });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
