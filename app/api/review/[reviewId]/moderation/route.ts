import { requireOwnerCaller } from "@/lib/auth/guard";
import { hideOrShowReview } from "@/lib/flows/change-review";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toReviewJson } from "@/lib/api-json/reviews";
import { idSchema } from "@/lib/validation/common";
import { reviewModerationSchema } from "@/lib/validation/reviews";

type Params = { reviewId: string };

/** The shop's owner hides a review for a listed reason (any other is 400), or shows it again. */
export const PUT = route<Params>(async (request, { reviewId }) => {
  const id = parseInput(idSchema, reviewId, "reviewId");
  const step = await readJson(request, reviewModerationSchema);
  const owner = await requireOwnerCaller(request);
  const { review } = await hideOrShowReview(owner.id, id, step);
  return json(toReviewJson(review));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
