import { clientAddress } from "@/lib/security/client-address";
import { requireSelf } from "@/lib/auth/guard";
import { CODE_SECONDS } from "@/lib/auth/mobile-code";
import { sendProofCode } from "@/lib/flows/change-password";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

/** 202 `{sent: true, expiresIn}`: a code went to the number of the caller's account, which has no password, to set one or delete the account. */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  await sendProofCode(caller.id, clientAddress(request));
  return json({ sent: true, expiresIn: CODE_SECONDS }, 202);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
