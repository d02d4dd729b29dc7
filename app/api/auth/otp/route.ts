import { clientAddress } from "@/lib/security/client-address";
import { assertSignInFromOwnPages } from "@/lib/auth/cross-site";
import { CODE_SECONDS } from "@/lib/auth/mobile-code";
import { sendPhoneCode } from "@/lib/flows/phone-sign-in";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { mobileRequestSchema } from "@/lib/validation/users";

/** 202 `{sent: true, expiresIn}` for every well-formed number, customer or not; 429 with Retry-After past the limits. */
export const POST = route(async (request) => {
  assertSignInFromOwnPages(request);
  const { mobile } = await readJson(request, mobileRequestSchema);
  await sendPhoneCode(mobile, clientAddress(request));
  return json({ sent: true, expiresIn: CODE_SECONDS }, 202);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
