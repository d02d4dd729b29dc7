import { requireSelf } from "@/lib/auth/guard";
import { sessionCookie } from "@/lib/auth/session";
import { proveNewMobile } from "@/lib/flows/change-mobile";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { mobileCodeSchema } from "@/lib/validation/users";

/** `{token, id, admin}` as login answers: the number is the account's, every other session has ended, this one goes on with the new token (also the cookie). */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { code } = await readJson(request, mobileCodeSchema);
  const result = await proveNewMobile(caller.id, code);
  return json(result, 200, { "Set-Cookie": sessionCookie(result.token, request) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
