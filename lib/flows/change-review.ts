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

/** POST /api/product/{id}/reviews: a shopper who received the product reviews it. */
export async function reviewProduct(userId: string, productId: string, input: ReviewInput) {
  const change = await writeReview(userId, productId, input);
  await revalidateReviews(productId, change.ratingMoved);
  return change;
}

/** PUT /api/review/{id}: its author edits it. */
export async function changeReview(userId: string, reviewId: string, input: ReviewUpdate) {
  const change = await editReview(userId, reviewId, input);
  await revalidateReviews(change.review.productId, change.ratingMoved);
  return change;
}

/** DELETE /api/review/{id}: its author deletes it, and its photos. */
export async function withdrawReview(userId: string, reviewId: string) {
  const gone = await deleteReview(userId, reviewId);
  await revalidateReviews(gone.productId, gone.ratingMoved);
  return gone;
}

/** PUT /api/review/{id}/moderation: the owner hides it, or shows it again. */
export async function hideOrShowReview(ownerId: string, reviewId: string, step: ReviewModeration) {
  const change = await moderateReview(ownerId, reviewId, step);
  await revalidateReviews(change.review.productId, change.ratingMoved);
  return change;
}

/** POST /api/review/{id}/helpful: a shopper found it helpful. */
export async function markReviewHelpful(userId: string, reviewId: string) {
  const review = await voteHelpful(userId, reviewId);
  await revalidateReviews(review.productId, false);
  return review;
}

/** PUT /api/review/{id}/reply: the product's seller replies, or edits their reply. */
export async function replyOnReview(sellerId: string, reviewId: string, text: string) {
  const review = await replyToReview(sellerId, reviewId, text);
  await revalidateReviews(review.productId, false);
  return review;
}
