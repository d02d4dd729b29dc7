import { setPasswordFromLink } from "@/lib/flows/reset-password";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { resetSchema } from "@/lib/validation/users";

/** Sets the new password of a reset link and ends every session of the account; 400 `invalid_token` for a used, void or expired link. */
export const POST = route(async (request) => {
  const { token, password } = await readJson(request, resetSchema);
  await setPasswordFromLink(token, password);
  return json({ message: "Your password is changed. Log in with it." }, 200);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
