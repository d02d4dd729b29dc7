import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";

// What the flows look up of products (docs/architecture.md, Flows).

/** How many products the seller lists (a seller's account goes only once they are none). */
export function countProductsOf(sellerId: string): Promise<number> {
  return prisma.product.count({ where: { sellerId } });
}

/** The sizes the product comes in; null when it is no longer sold. */
export async function sizesOf(tx: Tx, productId: string): Promise<string[] | null> {
  return (await tx.product.findUnique({ where: { id: productId }, select: { sizes: true } }))?.sizes ?? null;
}
