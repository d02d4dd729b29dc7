import { requireCaller } from "@/lib/auth/guard";
import { callerFromRequest } from "@/lib/auth/session";
import { reviewProduct } from "@/lib/flows/change-review";
import { json, methodNotAllowed, parseInput, preflight, readJson, readQuery, route } from "@/lib/http";
import { toReviewJson } from "@/lib/api-json/reviews";
import { productReviews } from "@/lib/reviews/read";
import { idSchema } from "@/lib/validation/common";
import { MAX_REVIEW_BODY_BYTES, reviewInputSchema, reviewListQuerySchema } from "@/lib/validation/reviews";

type Params = { id: string };

/** Anyone: the summary and a page of reviews; X-Total-Count says how many there are. A logged-in author also gets their own hidden review. */
export const GET = route<Params>(async (request, { id }) => {
  const productId = parseInput(idSchema, id, "id");
  const query = readQuery(request, reviewListQuerySchema);
  const viewer = await callerFromRequest(request);
  const { summary, reviews, total } = await productReviews(productId, query, viewer?.id);
  return json({ summary, reviews: reviews.map(toReviewJson) }, 200, { "X-Total-Count": String(total) });
});

/** A shopper who received the product: 201 the review; 403 `not_a_buyer`; 409 when they reviewed it already. */
export const POST = route<Params>(async (request, { id }) => {
  const caller = await requireCaller(request);
  const productId = parseInput(idSchema, id, "id");
  const input = await readJson(request, reviewInputSchema, MAX_REVIEW_BODY_BYTES);
  const { review } = await reviewProduct(caller.id, productId, input);
  return json(toReviewJson(review), 201);
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET, POST");
export { otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
