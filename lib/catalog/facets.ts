import { prisma } from "../db.ts";
import { MAX_PAGE_SIZE } from "../validation/products.ts";
import { findProductPage } from "./products.ts";
import { compareSizes } from "./size-order.ts";

/** The sizes and colours a listing can be narrowed to, each in a fixed order. */
export interface Facets {
  sizes: string[];
  colors: string[];
}

function facetsOf(sizes: Iterable<string>, colors: Iterable<string>): Facets {
  return {
    sizes: [...new Set(sizes)].filter(Boolean).sort(compareSizes),
    colors: [...new Set([...colors].map((c) => c.trim().toLowerCase()))].filter(Boolean).sort(),
  };
}

/** A search's first MAX_PAGE_SIZE matches by relevance, or their sizes and colours at least (lib/catalog/cache.ts keeps them). */
export type BestMatches = (q: string) => Promise<{ sizes: string[]; color: string }[]>;

async function bestMatches(q: string): Promise<{ sizes: string[]; color: string }[]> {
  return (await findProductPage({ q, limit: MAX_PAGE_SIZE })).products;
}

/**
 * A category's (or the whole catalog's) sizes and colours, from the counts the database keeps
 * ("ListingCount", the listing_counts migration; collecting them from a million products took
 * 1.3 to 2.8 s). For search text, those of the best matches: a search's full match set can be
 * most of the catalog, and narrowing is for the results a shopper is looking at.
 */
export async function listingFacets(scope: { category?: string; department?: string; q?: string }, best: BestMatches = bestMatches): Promise<Facets> {
  if (scope.department) return departmentFacets(scope.category ?? "", scope.department);
  if (scope.q) {
    const products = await best(scope.q);
    return facetsOf(
      products.flatMap((p) => p.sizes),
      products.map((p) => p.color),
    );
  }
  const rows = await prisma.listingCount.findMany({
    where: { category: scope.category?.toLowerCase() ?? "", products: { gt: 0 }, OR: [{ size: "" }, { color: "" }] },
    select: { size: true, color: true },
  });
  return facetsOf(
    rows.filter((r) => r.size && !r.color).map((r) => r.size),
    rows.filter((r) => r.color && !r.size).map((r) => r.color),
  );
}

/**
 * A department's part of a category ("shoes for men"): the counts are kept per category, not
 * per pair, so its sizes and colours are read from its products, each distinct value once.
 */
async function departmentFacets(category: string, department: string): Promise<Facets> {
  const categories = [category, department].filter(Boolean).map((c) => c.toLowerCase());
  const [sizes, colors] = await Promise.all([
    prisma.$queryRaw<{ value: string }[]>`SELECT DISTINCT unnest("sizes") AS "value" FROM "Product" WHERE "categories" @> ${categories}::text[]`,
    prisma.$queryRaw<{ value: string }[]>`SELECT DISTINCT "color" AS "value" FROM "Product" WHERE "categories" @> ${categories}::text[]`,
  ]);
  return facetsOf(
    sizes.map((r) => r.value),
    colors.map((r) => r.value),
  );
}
