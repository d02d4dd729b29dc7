import { prisma } from "../db.ts";
import { imageUrl } from "../images/index.ts";
import { isShopCategory } from "./categories.ts";
import { photosOf } from "./photos.ts";

export interface SitemapProduct {
  id: string;
  /** ISO time of the last change. */
  updatedAt: string;
  /** Its photos' URLs, in order. */
  imageUrls: string[];
}

/** Products oldest first, so a product keeps its sitemap file as newer ones are added. */
export async function sitemapProducts(offset: number, limit: number): Promise<SitemapProduct[]> {
  const rows = await prisma.product.findMany({
    select: { id: true, updatedAt: true, image: true, images: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    skip: offset,
    take: limit,
  });
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString(), imageUrls: photosOf(r).map((id) => imageUrl(id)) }));
}

/** Every shop category (lib/catalog/categories.ts) some product carries, by name: the others are searches, not listings. */
export async function catalogCategories(): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ category: string }[]>`SELECT DISTINCT unnest("categories") AS category FROM "Product" ORDER BY 1`;
  return rows.map((r) => r.category).filter(isShopCategory);
}
