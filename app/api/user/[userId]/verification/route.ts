import { clientAddress } from "@/lib/security/client-address";
import { requireSelf } from "@/lib/auth/guard";
import { mailConfirmationAgain } from "@/lib/flows/sign-up";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

/** Mails the account's unconfirmed address a new link: 202; 409 when it is confirmed already; 429 past the mail limits. */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { email } = await mailConfirmationAgain(caller.id, clientAddress(request));
  return json({ message: `We mailed ${email} a new link to confirm it.` }, 202);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
