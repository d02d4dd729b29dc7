import { requireOwnerCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { rupeesToPaise } from "@/lib/money";
import { toPaymentJson } from "@/lib/api-json/orders";
import { orderWithPayment } from "@/lib/orders/with-payment";
import { decideUpiPayment } from "@/lib/flows/upi-payments";
import { idSchema } from "@/lib/validation/common";
import { paymentDecisionSchema } from "@/lib/validation/payments";

// The folder is [userId] for Next's sake; it holds an order id (see ../upi-qr/route.ts).

/** The owner confirms a UPI order paid (with the bank's reference) or rejects it; answers the payment. */
export const PUT = route<{ userId: string }>(async (request, { userId: orderId }) => {
  const decision = await readJson(request, paymentDecisionSchema);
  const owner = await requireOwnerCaller(request);
  const id = parseInput(idSchema, orderId, "orderId");
  await decideUpiPayment(
    owner.id,
    id,
    decision.status === "paid"
      ? { status: "paid", reference: decision.reference, amountPaise: decision.amount === undefined ? undefined : rupeesToPaise(decision.amount) }
      : decision,
  );
  return json(toPaymentJson(await orderWithPayment(id)));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
