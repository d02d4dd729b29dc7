import { prisma } from "../db.ts";

/** How many products the seller lists (a seller's account goes only once they are none). */
export function countProductsOf(sellerId: string): Promise<number> {
  return prisma.product.count({ where: { sellerId } });
}
