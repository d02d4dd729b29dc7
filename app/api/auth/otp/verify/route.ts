import { assertSignInFromOwnPages } from "@/lib/auth/cross-site";
import { sessionCookie } from "@/lib/auth/session";
import { signInByPhone } from "@/lib/flows/phone-sign-in";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { mobileSignInSchema } from "@/lib/validation/users";

/** `{token, id, admin}` (and `created: true` for a new number), and the token as the session cookie, as login answers. */
export const POST = route(async (request) => {
  assertSignInFromOwnPages(request);
  const { mobile, code, language } = await readJson(request, mobileSignInSchema);
  const result = await signInByPhone(mobile, code, language);
  return json(result, 200, { "Set-Cookie": sessionCookie(result.token, request) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
