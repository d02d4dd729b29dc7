import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { shopperOrder } from "@/lib/orders/shopper";
import { submitUtr } from "@/lib/flows/upi-payments";
import { idSchema } from "@/lib/validation/common";
import { upiReferenceSchema } from "@/lib/validation/payments";

// The folder is [userId] for Next's sake; it holds an order id (see ../upi-qr/route.ts).

/** The shopper gives the UTR of their UPI payment for the owner to check; answers the order. */
export const POST = route<{ userId: string }>(async (request, { userId: orderId }) => {
  const caller = await requireCaller(request);
  const id = parseInput(idSchema, orderId, "orderId");
  const { utr } = await readJson(request, upiReferenceSchema);
  await submitUtr(caller.id, id, utr);
  return json(toOrderJson(await shopperOrder(caller.id, id)));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
