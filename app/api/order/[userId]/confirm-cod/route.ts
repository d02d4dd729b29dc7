import { requireCaller } from "@/lib/auth/guard";
import { answerCodConfirmation } from "@/lib/flows/answer-cod";
import { withStockShown } from "@/lib/flows/show-stock";
import { json, methodNotAllowed, parseInput, preflight, readOptionalJson, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { shopperOrder } from "@/lib/orders/shopper";
import { idSchema } from "@/lib/validation/common";
import { codAnswerSchema } from "@/lib/validation/orders";

// The folder is [userId] for Next's sake; it holds an order id (see ../upi-qr/route.ts).

/** The order's shopper confirms their cash-on-delivery order on its page (or cancels it); answers the order. */
export const POST = route<{ userId: string }>(async (request, { userId: orderId }) => {
  const caller = await requireCaller(request);
  const id = parseInput(idSchema, orderId, "orderId");
  const { answer } = await readOptionalJson(request, codAnswerSchema);
  await withStockShown(answerCodConfirmation({ shopperId: caller.id, orderId: id }, answer));
  return json(toOrderJson(await shopperOrder(caller.id, id)));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
