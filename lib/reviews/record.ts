import type { Review } from "../generated/prisma/client.ts";
import { imageUrl } from "../images/index.ts";
import type { ReviewHiddenReason } from "../generated/prisma/enums.ts";
import { authorName } from "./author.ts";

/** A review with what its record needs of its author. */
export type ReviewRow = Review & { user: { firstName: string; lastName: string } };

/** What to read with a review for toReviewRecord. */
export const REVIEW_AUTHOR = { user: { select: { firstName: true, lastName: true } } } as const;

/**
 * A review as the product's pages read it and Next's data cache keeps it
 * (lib/views/product-reviews.ts): plain JSON values only, dates as ISO strings. The API's
 * JSON is made from it at the edge (lib/api-json/reviews.ts).
 */
export interface ReviewRecord {
  id: string;
  productId: string;
  rating: number;
  title: string | null;
  text: string | null;
  images: string[];
  imageUrls: string[];
  /** The first name and the last name's initial (Asha R.). */
  author: string;
  /** The size bought ("" for a product without sizes). */
  size: string;
  createdAt: string;
  updatedAt: string;
  helpfulCount: number;
  /** The seller's reply. */
  reply: { text: string; at: string } | null;
  /** Why and when the owner hid it; null while it is shown. */
  hidden: { reason: ReviewHiddenReason; at: string } | null;
}

export function toReviewRecord(review: ReviewRow): ReviewRecord {
  return {
    id: review.id,
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    text: review.text,
    images: review.images,
    imageUrls: review.images.map((id) => imageUrl(id)),
    author: authorName(review.user.firstName, review.user.lastName),
    size: review.size,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    helpfulCount: review.helpfulCount,
    reply: review.replyText && review.repliedAt ? { text: review.replyText, at: review.repliedAt.toISOString() } : null,
    hidden: review.hiddenReason && review.hiddenAt ? { reason: review.hiddenReason, at: review.hiddenAt.toISOString() } : null,
  };
}
