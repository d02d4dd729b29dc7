import { requireCaller } from "@/lib/auth/guard";
import { changeReview, withdrawReview } from "@/lib/flows/change-review";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toReviewJson } from "@/lib/api-json/reviews";
import { idSchema } from "@/lib/validation/common";
import { MAX_REVIEW_BODY_BYTES, reviewUpdateSchema } from "@/lib/validation/reviews";

type Params = { reviewId: string };

/** Its author edits it: the fields given change. */
export const PUT = route<Params>(async (request, { reviewId }) => {
  const caller = await requireCaller(request);
  const id = parseInput(idSchema, reviewId, "reviewId");
  const input = await readJson(request, reviewUpdateSchema, MAX_REVIEW_BODY_BYTES);
  const { review } = await changeReview(caller.id, id, input);
  return json(toReviewJson(review));
});

/** Its author deletes it, and its photos. */
export const DELETE = route<Params>(async (request, { reviewId }) => {
  const caller = await requireCaller(request);
  const { deleted } = await withdrawReview(caller.id, parseInput(idSchema, reviewId, "reviewId"));
  return json({ deleted });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT, DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PATCH };
