import { heldCartJson } from "@/lib/api-json/cart";
import { requireSelf } from "@/lib/auth/guard";
import { cartWithCoupon } from "@/lib/flows/cart-coupon";
import { changeQuantity } from "@/lib/flows/change-cart";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { cartUpdateSchema } from "@/lib/validation/cart";

type Params = { userId: string };

export const GET = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(heldCartJson(await cartWithCoupon(caller.id)));
});

/** `{index, quantity}`: sets that line's quantity; ≤ 0 removes it. */
export const PUT = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { line, quantity } = await readJson(request, cartUpdateSchema);
  return json(heldCartJson(await changeQuantity(caller.id, line, quantity)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, PUT");
export { otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
