import { prisma } from "../db.ts";
import type { Product } from "../generated/prisma/client.ts";
import { isShopCategory } from "./categories.ts";

/**
 * "Similar products" on a product's page: others with all of its shop categories ("men" and
 * "shirts": men's shirts), nearest in price, the cheaper first of two as near. Read as the
 * nearest few on each side of the price through the price index, so a category of a hundred
 * thousand is not sorted whole; a product with none of the shop's categories has none.
 */
export async function similarProducts(product: Pick<Product, "id" | "categories" | "pricePaise">, limit = 8): Promise<Product[]> {
  const categories = product.categories.filter(isShopCategory);
  if (categories.length === 0) return [];
  const where = { categories: { hasEvery: categories }, id: { not: product.id } };
  const [cheaper, dearer] = await Promise.all([
    prisma.product.findMany({ where: { ...where, pricePaise: { lte: product.pricePaise } }, orderBy: [{ pricePaise: "desc" }, { id: "desc" }], take: limit }),
    prisma.product.findMany({ where: { ...where, pricePaise: { gt: product.pricePaise } }, orderBy: [{ pricePaise: "asc" }, { id: "asc" }], take: limit }),
  ]);
  const distance = (other: Product) => Math.abs(other.pricePaise - product.pricePaise);
  return [...cheaper, ...dearer].sort((a, b) => distance(a) - distance(b) || a.pricePaise - b.pricePaise).slice(0, limit);
}
