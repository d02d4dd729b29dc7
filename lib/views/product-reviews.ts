import { unstable_cache } from "next/cache";
import { LIFETIME_S, productTag } from "../catalog/cache.ts";
import { toReviewRecord, type ReviewRecord } from "../reviews/record.ts";
import { productReviews, type ReviewSummary } from "../reviews/read.ts";
import type { ReviewSort } from "../validation/reviews.ts";

// A product's reviews as its pages read them: the reviews module's page of them, through the
// catalog's cache and under the product page's tag (a read of two modules, so above both).

export interface ReviewPage {
  summary: ReviewSummary;
  reviews: ReviewRecord[];
  total: number;
}

/**
 * A page of a product's shown reviews with their summary, for its page and its reviews page.
 * Tagged as the product's page, so a review written, edited, hidden or deleted
 * (lib/catalog/revalidate.ts, revalidateReviews) shows at the next request. The reviews are kept as
 * records under a key that never held their API JSON ("reviews"), so an entry of that shape is never read as one.
 */
export async function cachedReviews(productId: string, sort: ReviewSort, offset: number, limit: number): Promise<ReviewPage> {
  return unstable_cache(
    async () => {
      const page = await productReviews(productId, { sort, offset, limit });
      return { summary: page.summary, reviews: page.reviews.map(toReviewRecord), total: page.total };
    },
    ["review-records", productId, sort, String(offset), String(limit)],
    { tags: [productTag(productId)], revalidate: LIFETIME_S },
  )();
}
