import { logout } from "@/lib/auth/login";
import { callerFromRequest, clearedSessionCookie } from "@/lib/auth/session";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

/** Revokes all of the caller's tokens and clears the cookie; fine when not logged in. */
export const POST = route(async (request) => {
  const caller = await callerFromRequest(request);
  if (caller) await logout(caller.id);
  return json({ ok: true }, 200, { "Set-Cookie": clearedSessionCookie(request) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
