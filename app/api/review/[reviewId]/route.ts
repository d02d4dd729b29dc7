import { requireCaller } from "@/lib/auth/guard";
import { revalidateReviews } from "@/lib/catalog/revalidate";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { reviewJson } from "@/lib/reviews/json";
import { deleteReview, editReview } from "@/lib/reviews/write";
import { idSchema } from "@/lib/validation/common";
import { MAX_REVIEW_BODY_BYTES, reviewUpdateSchema } from "@/lib/validation/reviews";

type Params = { reviewId: string };

/** Its author edits it: the fields given change. */
export const PUT = route<Params>(async (request, { reviewId }) => {
  const caller = await requireCaller(request);
  const id = parseInput(idSchema, reviewId, "reviewId");
  const input = await readJson(request, reviewUpdateSchema, MAX_REVIEW_BODY_BYTES);
  const { review, ratingMoved } = await editReview(caller.id, id, input);
  await revalidateReviews(review.productId, ratingMoved);
  return json(reviewJson(review));
});

/** Its author deletes it, and its photos. */
export const DELETE = route<Params>(async (request, { reviewId }) => {
  const caller = await requireCaller(request);
  const { deleted, productId, ratingMoved } = await deleteReview(caller.id, parseInput(idSchema, reviewId, "reviewId"));
  await revalidateReviews(productId, ratingMoved);
  return json({ deleted });
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT, DELETE");
export { otherMethods as GET, otherMethods as POST, otherMethods as PATCH };
