import { requireSelf } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";
import { withdrawWhatsAppConsent } from "@/lib/messages/consent";

/** `{whatsappUpdates: null}`: the consent is withdrawn (and recorded so); order updates come by SMS from now on. */
export const DELETE = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  await withdrawWhatsAppConsent(caller.id);
  return json({ whatsappUpdates: null });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PUT, otherMethods as PATCH };
