import { clientAddress } from "@/lib/security/client-address";
import { requireSelf } from "@/lib/auth/guard";
import { CODE_SECONDS } from "@/lib/auth/mobile-code";
import { askMobileChange } from "@/lib/flows/change-mobile";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { mobileRequestSchema } from "@/lib/validation/users";

/** 202 `{sent: true, expiresIn}`: a code went to the new number; 409 when another account has it. */
export const PUT = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { mobile } = await readJson(request, mobileRequestSchema);
  await askMobileChange(caller.id, mobile, clientAddress(request));
  return json({ sent: true, expiresIn: CODE_SECONDS }, 202);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
