import { requireCaller } from "@/lib/auth/guard";
import { markReviewHelpful } from "@/lib/flows/change-review";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { toReviewJson } from "@/lib/api-json/reviews";
import { idSchema } from "@/lib/validation/common";

type Params = { reviewId: string };

/** A logged-in shopper other than its author found it helpful: counted once; again is 200 and counts nothing. */
export const POST = route<Params>(async (request, { reviewId }) => {
  const caller = await requireCaller(request);
  const review = await markReviewHelpful(caller.id, parseInput(idSchema, reviewId, "reviewId"));
  return json(toReviewJson(review));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
