import { clientAddress } from "@/lib/security/client-address";
import { assertSignInFromOwnPages } from "@/lib/auth/cross-site";
import { signUp } from "@/lib/flows/sign-up";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { registerSchema } from "@/lib/validation/users";

/** 201 `{id, username}`; 429 with Retry-After after too many sign-ups from one address. */
export const POST = route(async (request) => {
  assertSignInFromOwnPages(request);
  return json(await signUp(await readJson(request, registerSchema), clientAddress(request)), 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
