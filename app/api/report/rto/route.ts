import { requireOwnerCaller } from "@/lib/auth/guard";
import { rtoReport } from "@/lib/delivery/rto-report";
import { json, methodNotAllowed, preflight, readQuery, route } from "@/lib/http";
import { rtoQuerySchema } from "@/lib/validation/reports";

/** Parcels returned to origin per payment method over the last ?days= (default 30); the shop's owner only. */
export const GET = route(async (request) => {
  await requireOwnerCaller(request);
  const { days } = readQuery(request, rtoQuerySchema);
  return json(await rtoReport(days), 200, { "Cache-Control": "private, no-store" });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
