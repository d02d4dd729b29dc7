import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { shopperOrder } from "@/lib/orders/shopper";
import { verifyCheckoutPayment } from "@/lib/flows/razorpay-payments";
import { razorpayVerifySchema } from "@/lib/validation/payments";

/** The shopper's page passes on Razorpay Checkout's signed answer; a right signature marks their order paid. Answers the order. */
export const POST = route(async (request) => {
  const caller = await requireCaller(request);
  const answer = await readJson(request, razorpayVerifySchema);
  const orderId = await verifyCheckoutPayment(caller.id, answer);
  return json(toOrderJson(await shopperOrder(caller.id, orderId)));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
