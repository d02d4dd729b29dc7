import type { Review } from "../generated/prisma/client.ts";
import { imageUrl } from "../images/index.ts";
import { authorName } from "./author.ts";

/** A review with what its JSON needs of its author. */
export type ReviewRow = Review & { user: { firstName: string; lastName: string } };

/** What to read with a review for reviewJson. */
export const REVIEW_AUTHOR = { user: { select: { firstName: true, lastName: true } } } as const;

/** A review at the API's edge (docs/api.md, Reviews). `hidden` is set only on the author's own hidden review. */
export function reviewJson(review: ReviewRow) {
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    text: review.text,
    images: review.images,
    imageUrls: review.images.map((id) => imageUrl(id)),
    author: authorName(review.user.firstName, review.user.lastName),
    verified: true as const,
    size: review.size,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    helpful: review.helpfulCount,
    reply: review.replyText && review.repliedAt ? { text: review.replyText, at: review.repliedAt.toISOString() } : null,
    hidden: review.hiddenReason && review.hiddenAt ? { reason: review.hiddenReason, at: review.hiddenAt.toISOString() } : null,
  };
}

export type ReviewJson = ReturnType<typeof reviewJson>;
