import { clientAddress } from "@/lib/security/client-address";
import { requireSelf } from "@/lib/auth/guard";
import { sessionCookie } from "@/lib/auth/session";
import { setNewPassword } from "@/lib/flows/change-password";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { passwordChangeSchema } from "@/lib/validation/users";

/** `{token, id, admin}` as login answers: every other session of the account has ended, this one goes on with the new token (also the cookie). */
export const PUT = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const result = await setNewPassword(caller.id, await readJson(request, passwordChangeSchema), clientAddress(request));
  return json(result, 200, { "Set-Cookie": sessionCookie(result.token, request) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
