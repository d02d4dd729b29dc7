import { clientAddress } from "@/lib/security/client-address";
import { assertSignInFromOwnPages } from "@/lib/auth/cross-site";
import { login } from "@/lib/auth/login";
import { sessionCookie } from "@/lib/auth/session";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { loginSchema } from "@/lib/validation/users";

/** `{token, id, admin}`, and the same token as the HttpOnly session cookie; 429 with Retry-After after too many failures. */
export const POST = route(async (request) => {
  assertSignInFromOwnPages(request);
  const result = await login(await readJson(request, loginSchema), clientAddress(request));
  return json(result, 200, { "Set-Cookie": sessionCookie(result.token, request) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
