import { toReturnJson } from "@/lib/api-json/returns";
import { requireSelf } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";
import { shopperReturns } from "@/lib/returns/read";

/** The caller's returns and exchanges, newest first. */
export const GET = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json((await shopperReturns(caller.id)).map((request) => toReturnJson(request)));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
