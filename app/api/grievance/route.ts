import { clientAddress } from "@/lib/security/client-address";
import { requireOwnerCaller } from "@/lib/auth/guard";
import { complain } from "@/lib/flows/grievances";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { grievanceJson, grievances } from "@/lib/legal/grievances";
import { grievanceSchema } from "@/lib/validation/legal";

/** A complaint to the grievance officer: 201 `{ticket}`, and the ticket is mailed to the address given; 429 past the limits. */
export const POST = route(async (request) => {
  return json(await complain(await readJson(request, grievanceSchema), clientAddress(request)), 201);
});

/** The owner's list: open complaints first, each with its deadlines and whether they are past. */
export const GET = route(async (request) => {
  await requireOwnerCaller(request);
  return json((await grievances()).map(grievanceJson));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, POST");
export { otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
