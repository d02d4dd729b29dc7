import { deliveryEstimateJson } from "@/lib/api-json/delivery-estimate";
import { callerFromRequest } from "@/lib/auth/session";
import { estimateDelivery } from "@/lib/views/delivery-estimate";
import { json, methodNotAllowed, preflight, readQuery, route } from "@/lib/http";
import { deliveryEstimateQuerySchema } from "@/lib/validation/delivery";

/**
 * When an order to a PIN would arrive, and whether it can be paid in cash there: anyone; a
 * logged-in shopper's own refused parcels count too, so the answer is private and never cached.
 * 400 for what cannot be a PIN (or a bad `at`), 404 for a PIN no post office has.
 */
export const GET = route(async (request) => {
  const { pin, at, productId } = readQuery(request, deliveryEstimateQuerySchema);
  const caller = await callerFromRequest(request);
  const estimate = await estimateDelivery(pin, at ? new Date(at) : new Date(), caller?.id ?? null, productId);
  return json(deliveryEstimateJson(estimate), 200, { "Cache-Control": "private, no-store" });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
