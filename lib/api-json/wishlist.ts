import { toProductJson } from "./product.ts";
import type { WishlistRow } from "../wishlist/wishlist.ts";

/** An entry at the API's edge: the product whole, as the cart gives it. */
export function wishlistEntryJson(row: WishlistRow) {
  return { productId: toProductJson(row.product), size: row.size, addedAt: row.addedAt.toISOString() };
}
