import { requireSelf } from "@/lib/auth/guard";
import { setNewOrderMessages, stopWhatsAppUpdates } from "@/lib/flows/choose-whatsapp";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { newOrderWhatsAppSchema } from "@/lib/validation/users";

/** A seller's own setting: `{newOrders}` turns the WhatsApp message of each new order on (to their proved mobile) or off. */
export const PUT = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { newOrders } = await readJson(request, newOrderWhatsAppSchema);
  await setNewOrderMessages(caller.id, newOrders);
  return json({ newOrderWhatsApp: newOrders });
});

/** `{whatsappUpdates: null}`: the consent is withdrawn (and recorded so); order updates come by SMS from now on. */
export const DELETE = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  await stopWhatsAppUpdates(caller.id);
  return json({ whatsappUpdates: null });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT, DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PATCH };
