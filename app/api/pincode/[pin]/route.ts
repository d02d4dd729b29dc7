import { lookUpPin } from "@/lib/address/pincodes";
import { notFound } from "@/lib/errors";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { pinSchema } from "@/lib/validation/address";

/** Where a PIN code is: 400 for one that cannot be a PIN, 404 for one no post office has. Changes only with a new release, so caches may keep it a day. */
export const GET = route<{ pin: string }>(async (_request, params) => {
  const pin = parseInput(pinSchema, params.pin, "pin");
  const place = await lookUpPin(pin);
  if (!place) throw notFound(`No post office has the PIN code ${pin}.`);
  return json(place, 200, { "Cache-Control": "public, max-age=86400" });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
