import { codConfirmationJson } from "@/lib/api-json/orders";
import { answerCodConfirmation } from "@/lib/flows/answer-cod";
import { withStockShown } from "@/lib/flows/show-stock";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { codTokenAnswerSchema } from "@/lib/validation/orders";

/**
 * The link of the placed mail answers the cash-on-delivery confirmation without logging in
 * (lib/flows/answer-cod.ts): its single-use token confirms the order, or cancels it. Answers
 * only the order's number and where its confirmation stands: the token holder is not logged in.
 */
export const POST = route(async (request) => {
  const { token, answer } = await readJson(request, codTokenAnswerSchema);
  const { number, codConfirmation } = await withStockShown(answerCodConfirmation({ token }, answer));
  return json({ number, codConfirmation: codConfirmationJson(codConfirmation) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
