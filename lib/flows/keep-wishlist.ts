import { AppError } from "../errors.ts";
import type { WishlistAdd } from "../validation/wishlist.ts";
import { isUnsubscribeToken, stopWishlistAlerts } from "../wishlist/unsubscribe.ts";
import { addToWishlist, removeFromWishlist } from "../wishlist/wishlist.ts";

// A shopper keeps products for later (POST and DELETE /api/wishlist/...), and stops the
// wishlist's mails by the one-click link of one of them (POST /api/wishlist/{id}/alerts): the
// link's signed token is the authority there, since the mail provider posts it with no login.

export const keepForLater = (userId: string, input: WishlistAdd) => addToWishlist(userId, input);

export const dropFromWishlist = (userId: string, productId: string, size?: string) => removeFromWishlist(userId, productId, size);

export async function stopWishlistMail(userId: string, token: string, now: Date = new Date()): Promise<void> {
  if (!isUnsubscribeToken(userId, token)) throw new AppError(403, "forbidden", "This unsubscribe link is not valid.");
  await stopWishlistAlerts(userId, now);
}
