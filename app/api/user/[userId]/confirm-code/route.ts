import { clientAddress } from "@/lib/security/client-address";
import { requireSelf } from "@/lib/auth/guard";
import { sendConfirmationCode } from "@/lib/auth/identity";
import { CODE_SECONDS } from "@/lib/auth/mobile-code";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

/** 202 `{sent: true, expiresIn}`: a code went to the number of the caller's account, which has no password, to set one or delete the account. */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  await sendConfirmationCode(caller.id, clientAddress(request));
  return json({ sent: true, expiresIn: CODE_SECONDS }, 202);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
