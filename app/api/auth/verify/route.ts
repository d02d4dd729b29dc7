import { confirmEmail } from "@/lib/flows/sign-up";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { verifySchema } from "@/lib/validation/users";

/** Uses a verification link: `{email, emailVerified: true}`; 400 `invalid_token` for a link that is used, void or expired. */
export const POST = route(async (request) => {
  const { token } = await readJson(request, verifySchema);
  const { email } = await confirmEmail(token);
  return json({ email, emailVerified: true }, 200);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
