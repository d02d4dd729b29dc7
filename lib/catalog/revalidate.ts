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
  const tags = [productTag(productId), CATALOG_TAG];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  await expireSharedTags(tags);
}
