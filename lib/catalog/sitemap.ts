import { prisma } from "../db.ts";
import { isShopCategory } from "./categories.ts";

export interface SitemapProduct {
  id: string;
  /** ISO time of the last change. */
  updatedAt: string;
}

/** Products oldest first, so a product keeps its sitemap file as newer ones are added. */
export async function sitemapProducts(offset: number, limit: number): Promise<SitemapProduct[]> {
  const rows = await prisma.product.findMany({
    select: { id: true, updatedAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    skip: offset,
    take: limit,
  });
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
}

/** Every shop category (lib/catalog/categories.ts) some product carries, by name: the others are searches, not listings. */
export async function catalogCategories(): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ category: string }[]>`SELECT DISTINCT unnest("categories") AS category FROM "Product" ORDER BY 1`;
  return rows.map((r) => r.category).filter(isShopCategory);
}
