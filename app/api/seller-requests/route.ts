import { requireOwnerCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";
import { pendingSellerRequests } from "@/lib/users/seller-requests";

/** The requests to sell waiting for the owner, oldest first. */
export const GET = route(async (request) => {
  await requireOwnerCaller(request);
  const requests = await pendingSellerRequests();
  return json(requests.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString() })));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
