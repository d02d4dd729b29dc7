import { heldCartJson } from "@/lib/api-json/cart";
import { requireSelf } from "@/lib/auth/guard";
import { applyCartCoupon, removeCartCoupon } from "@/lib/flows/cart-coupon";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { cartCouponSchema } from "@/lib/validation/coupons";

type Params = { userId: string };

/** `{code}`: applies a coupon to the cart → the cart with `coupon` and `couponDiscount`; each refusal its own code. */
export const POST = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { code } = await readJson(request, cartCouponSchema);
  return json(heldCartJson(await applyCartCoupon(caller.id, code)));
});

/** Takes the coupon off the cart → the cart. */
export const DELETE = route<Params>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  return json(heldCartJson(await removeCartCoupon(caller.id)));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST, DELETE");
export { otherMethods as GET, otherMethods as PUT, otherMethods as PATCH };
