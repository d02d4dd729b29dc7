import { toCartJson } from "@/lib/api-json/cart";
import { requireSelf } from "@/lib/auth/guard";
import { emptyCart } from "@/lib/flows/change-cart";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";

export const DELETE = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  await emptyCart(caller.id);
  return json(toCartJson([]));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PUT, otherMethods as PATCH };
