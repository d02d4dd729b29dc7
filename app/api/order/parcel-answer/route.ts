import { answerFailedAttempt } from "@/lib/flows/answer-parcel";
import { json, methodNotAllowed, preflight, readJson, route } from "@/lib/http";
import { parcelTokenAnswerSchema } from "@/lib/validation/orders";

/**
 * The link of a failed delivery attempt's mail answers it without logging in
 * (lib/flows/answer-parcel.ts): its single-use token says the shopper will take the parcel, or
 * that it should go back. Answers only the order's number and the parcel's answer: the token
 * holder is not logged in.
 */
export const POST = route(async (request) => {
  const { token, answer } = await readJson(request, parcelTokenAnswerSchema);
  const { number, shipment } = await answerFailedAttempt({ token }, answer);
  return json({ number, awb: shipment.awb, retryRequested: shipment.retryRequestedAt !== null, declined: shipment.declinedAt !== null });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
