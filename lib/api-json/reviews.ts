import { toReviewRecord, type ReviewRecord, type ReviewRow } from "../reviews/record.ts";

/**
 * A review at the API's edge (docs/api.md, Reviews): its record with `verified` and the count as
 * `helpful`, the keys in the spec's order. `hidden` is set only on the author's own hidden review.
 */
function reviewJson(review: ReviewRecord) {
  const { size, createdAt, updatedAt, helpfulCount, reply, hidden, ...head } = review;
  return { ...head, verified: true as const, size, createdAt, updatedAt, helpful: helpfulCount, reply, hidden };
}

/** A review read or written just now. */
export function toReviewJson(review: ReviewRow) {
  return reviewJson(toReviewRecord(review));
}
