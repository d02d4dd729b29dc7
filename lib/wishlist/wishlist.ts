import { conflict, badRequest, notFound } from "../errors.ts";
import type { Product } from "../generated/prisma/client.ts";
import { withUserLock } from "../db/user-lock.ts";
import { prisma } from "../db.ts";
import type { WishlistAdd } from "../validation/wishlist.ts";
import { seenNow } from "./alerts.ts";

// A shopper's wishlist: products kept for later, each in one size or any. Only its owner reads
// and changes it (the routes check); at most MAX_WISHLIST entries.

export const MAX_WISHLIST = 200;

export interface WishlistRow {
  product: Product;
  size: string;
  addedAt: Date;
}

/** The entries, newest first. */
export async function wishlistOf(userId: string): Promise<WishlistRow[]> {
  return prisma.wishlistEntry.findMany({ where: { userId }, orderBy: [{ addedAt: "desc" }, { id: "desc" }], include: { product: true } });
}

/**
 * Adds a product (in a size of it, or any): 400 for a size it lacks, 404 for no such product,
 * 409 past MAX_WISHLIST. Adding one already there keeps it as it was. Counted under the user's
 * lock, so entries added at once cannot pass the limit together.
 */
export async function addToWishlist(userId: string, input: WishlistAdd): Promise<WishlistRow> {
  const product = await prisma.product.findUnique({ where: { id: input.productId }, select: { sizes: true, pricePaise: true, stock: true } });
  if (!product) throw notFound("No such product.");
  const size = input.size ?? "";
  if (size && !product.sizes.includes(size)) throw badRequest("Choose one of the product's sizes.", { size: [`one of ${product.sizes.join(", ")}`] });
  return withUserLock(userId, async (tx) => {
    const key = { userId_productId_size: { userId, productId: input.productId, size } };
    const found = await tx.wishlistEntry.findUnique({ where: key, include: { product: true } });
    if (found) return found;
    if ((await tx.wishlistEntry.count({ where: { userId } })) >= MAX_WISHLIST) {
      throw conflict(`A wishlist holds at most ${MAX_WISHLIST} products; remove some first.`);
    }
    // What the product is now is what its alerts have seen: only a later change is news.
    const seen = seenNow(product, size);
    return tx.wishlistEntry.create({
      data: { userId, productId: input.productId, size, seenPricePaise: seen.pricePaise, seenAvailable: seen.available },
      include: { product: true },
    });
  });
}

/** Takes a product off: in one size, or (none given) in every size. */
export async function removeFromWishlist(userId: string, productId: string, size?: string): Promise<{ deleted: string }> {
  await prisma.wishlistEntry.deleteMany({ where: { userId, productId, ...(size !== undefined && { size }) } });
  return { deleted: productId };
}
