import { revalidateTag } from "next/cache";
import { CATALOG_TAG, productTag } from "./cache.ts";

/**
 * After a seller adds, edits or deletes a product: expire that product's page and every
 * listing, search and sitemap. `expire: 0` makes the very next request render afresh
 * rather than get the old page once more while the new one renders in the background.
 * Route handlers call this (Next allows it there and in server actions, not in lib code
 * running elsewhere). Per server process: see README, Performance.
 */
export function revalidateCatalog(productId: string): void {
  revalidateStock({ products: [productId], listings: true });
}

/**
 * After a sale or a cancellation moved units: expire the pages of those products only
 * ("Only N left"), and listings only when some product went sold out or came back, so a
 * busy shop does not re-render every listing after every order.
 */
export function revalidateStock(changes: { products: string[]; listings: boolean }): void {
  for (const id of changes.products) revalidateTag(productTag(id), { expire: 0 });
  if (changes.listings) revalidateTag(CATALOG_TAG, { expire: 0 });
}
