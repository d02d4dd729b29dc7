import { requireOwnerCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { rupeesToPaise } from "@/lib/money";
import { toPaymentJson } from "@/lib/api-json/orders";
import { orderWithPayment } from "@/lib/orders/with-payment";
import { recordRefund } from "@/lib/flows/refunds";
import { idSchema } from "@/lib/validation/common";
import { refundInputSchema } from "@/lib/validation/payments";

// The folder is [userId] for Next's sake; it holds an order id (see ../upi-qr/route.ts).

/** The owner records a refund sent for a paid UPI order; answers the payment. */
export const POST = route<{ userId: string }>(async (request, { userId: orderId }) => {
  const body = await readJson(request, refundInputSchema);
  const owner = await requireOwnerCaller(request);
  const id = parseInput(idSchema, orderId, "orderId");
  await recordRefund(owner.id, id, rupeesToPaise(body.amount), body.reference);
  return json(toPaymentJson(await orderWithPayment(id)), 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
