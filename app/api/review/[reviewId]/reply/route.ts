import { requireCaller } from "@/lib/auth/guard";
import { replyOnReview } from "@/lib/flows/change-review";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toReviewJson } from "@/lib/api-json/reviews";
import { idSchema } from "@/lib/validation/common";
import { reviewReplySchema } from "@/lib/validation/reviews";

type Params = { reviewId: string };

/** The product's seller replies, or edits their reply: the review with it. */
export const PUT = route<Params>(async (request, { reviewId }) => {
  const caller = await requireCaller(request);
  const id = parseInput(idSchema, reviewId, "reviewId");
  const { text } = await readJson(request, reviewReplySchema);
  const review = await replyOnReview(caller.id, id, text);
  return json(toReviewJson(review));
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
