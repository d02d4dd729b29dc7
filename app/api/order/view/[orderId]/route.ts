import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { shopperOrder } from "@/lib/orders/shopper";
import { withRazorpayOrder } from "@/lib/payments/razorpay";
import { idSchema } from "@/lib/validation/common";

/** One order, for the shopper who placed it; anyone else's is 404. A Razorpay order Razorpay could not be asked for when it was placed is asked for now. */
export const GET = route<{ orderId: string }>(async (request, { orderId }) => {
  const caller = await requireCaller(request);
  return json(toOrderJson(await withRazorpayOrder(await shopperOrder(caller.id, parseInput(idSchema, orderId, "orderId")))));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
