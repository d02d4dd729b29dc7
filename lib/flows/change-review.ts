import { revalidateReviews } from "../catalog/revalidate.ts";
import { voteHelpful } from "../reviews/helpful.ts";
import { moderateReview } from "../reviews/moderate.ts";
import { replyToReview } from "../reviews/reply.ts";
import { deleteReview, editReview, writeReview } from "../reviews/write.ts";
import type { ReviewInput, ReviewModeration, ReviewUpdate } from "../validation/reviews.ts";

// A review written, edited, deleted, hidden or shown, voted for or replied to
// (docs/architecture.md, Flows; Cache and revalidation): the reviews module makes the change,
// then the catalog's pages show it: the product's page at its next request, and the listings
// too when its rating moved (their cards show the stars). Called by the routes, in their
// request, where Next lets the pages be expired.

/** The change once made, with the product's pages expired (`of` says which product, and whether its rating moved). */
async function shown<T>(change: Promise<T>, of: (done: T) => { productId: string; ratingMoved: boolean }): Promise<T> {
  const done = await change;
  const { productId, ratingMoved } = of(done);
  await revalidateReviews(productId, ratingMoved);
  return done;
}

const moved = (done: { review: { productId: string }; ratingMoved: boolean }) => ({ productId: done.review.productId, ratingMoved: done.ratingMoved });
const unmoved = (review: { productId: string }) => ({ productId: review.productId, ratingMoved: false });

/** POST /api/product/{id}/reviews: a shopper who received the product reviews it. */
export const reviewProduct = (userId: string, productId: string, input: ReviewInput) =>
  shown(writeReview(userId, productId, input), (done) => ({ productId, ratingMoved: done.ratingMoved }));

/** PUT /api/review/{id}: its author edits it. */
export const changeReview = (userId: string, reviewId: string, input: ReviewUpdate) => shown(editReview(userId, reviewId, input), moved);

/** DELETE /api/review/{id}: its author deletes it, and its photos. */
export const withdrawReview = (userId: string, reviewId: string) => shown(deleteReview(userId, reviewId), (gone) => gone);

/** PUT /api/review/{id}/moderation: the owner hides it, or shows it again. */
export const hideOrShowReview = (ownerId: string, reviewId: string, step: ReviewModeration) => shown(moderateReview(ownerId, reviewId, step), moved);

/** POST /api/review/{id}/helpful: a shopper found it helpful. */
export const markReviewHelpful = (userId: string, reviewId: string) => shown(voteHelpful(userId, reviewId), unmoved);

/** PUT /api/review/{id}/reply: the product's seller replies, or edits their reply. */
export const replyOnReview = (sellerId: string, reviewId: string, text: string) => shown(replyToReview(sellerId, reviewId, text), unmoved);
