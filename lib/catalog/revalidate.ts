import { revalidateTag } from "next/cache";
import { expireSharedTags } from "../cache/shared-cache.mjs";
import { CATALOG_TAG, productTag } from "./cache.ts";

/**
 * After a seller adds, edits or deletes a product: expire that product's page and every
 * listing, search and sitemap. `expire: 0` makes the very next request render afresh
 * rather than get the old page once more while the new one renders in the background.
 * Route handlers call this (Next allows it there and in server actions, not in lib code
 * running elsewhere). Next applies the expiry after the response is sent; with a shared
 * cache (REDIS_URL) it is also written to Redis before this resolves, so the caller answers
 * only once every process would serve the change (README, Running several processes).
 */
export async function revalidateCatalog(productId: string): Promise<void> {
  await revalidateStock({ products: [productId], listings: true });
}

/**
 * After a sale or a cancellation moved units: expire the pages of those products only
 * ("Only N left"), and listings only when some product went sold out or came back, so a
 * busy shop does not re-render every listing after every order.
 */
export async function revalidateStock(changes: { products: string[]; listings: boolean }): Promise<void> {
  const tags = [...changes.products.map(productTag), ...(changes.listings ? [CATALOG_TAG] : [])];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await expireSharedTags(tags);
}

/**
 * After a review was written, edited, replied to, voted for, hidden, shown or deleted: the
 * product's page at its next request, and listings too when its rating moved (their cards
 * show the stars, and sort=rating orders by it).
 */
export async function revalidateReviews(productId: string, ratingMoved: boolean): Promise<void> {
  await revalidateStock({ products: [productId], listings: ratingMoved });
}
