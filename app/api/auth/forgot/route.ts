import { clientAddress } from "@/lib/security/client-address";
import { FORGOT_ANSWER } from "@/lib/auth/password-reset";
import { askPasswordReset } from "@/lib/flows/reset-password";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { forgotSchema } from "@/lib/validation/users";

/**
 * 202 with the same answer whether or not an account has the address; the account is looked
 * up and mailed after the answer has gone, so neither the answer nor its time tells.
 */
export const POST = route(async (request) => {
  const { email } = await readJson(request, forgotSchema);
  await askPasswordReset(email, clientAddress(request));
  return json({ message: FORGOT_ANSWER }, 202);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
