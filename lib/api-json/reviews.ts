import { toReviewRecord, type ReviewRecord, type ReviewRow } from "../reviews/record.ts";

/** A review at the API's edge (docs/api.md, Reviews). `hidden` is set only on the author's own hidden review. */
function reviewJson(review: ReviewRecord) {
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    text: review.text,
    images: review.images,
    imageUrls: review.imageUrls,
    author: review.author,
    verified: true as const,
    size: review.size,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    helpful: review.helpfulCount,
    reply: review.reply,
    hidden: review.hidden,
  };
}

/** A review read or written just now. */
export function toReviewJson(review: ReviewRow) {
  return reviewJson(toReviewRecord(review));
}
