import { prisma, type Prisma } from "../db.ts";
import type { Product } from "../generated/prisma/client.ts";
import { BUCKET_SIZE, listingIdsAt, type Listing } from "./buckets.ts";
import { isShopCategory } from "./categories.ts";
import { sizesOf } from "./listing-path.ts";
import { allWordsText, filterClauses, RATING_ORDER, searchProducts, type AllWordsText } from "./search.ts";
import type { ProductSort } from "../shared/product-sort.ts";
import { MAX_PAGE_SIZE } from "../validation/products.ts";

export interface ProductFilter {
  category?: string;
  /** A second category every product must have too: "men" within "shoes" (lib/catalog/departments.ts). */
  department?: string;
  /** One size, or several any of which a product may have ("M,L", lib/catalog/listing-path.ts). */
  size?: string;
  color?: string;
  q?: string;
  /** Default: relevance with search text, else newest (lib/shared/product-sort.ts). */
  sort?: ProductSort;
  limit?: number;
  offset?: number;
}

function whereOf(filter: ProductFilter): Prisma.ProductWhereInput {
  const where: Prisma.ProductWhereInput = {};
  const categories = [filter.category, filter.department].filter((c): c is string => Boolean(c)).map((c) => c.toLowerCase());
  if (categories.length === 1) where.categories = { has: categories[0] };
  else if (categories.length > 1) where.categories = { hasEvery: categories };
  const sizes = sizesOf(filter.size?.toUpperCase());
  if (sizes.length === 1) where.sizes = { has: sizes[0] };
  else if (sizes.length > 1) where.sizes = { hasSome: sizes };
  if (filter.color) where.color = { equals: filter.color, mode: "insensitive" };
  return where;
}

export interface ProductPage {
  products: Product[];
  total: number;
  /** A search with more matches than it counts: `total` is a lower bound (lib/catalog/search.ts). */
  more?: boolean;
}

/** The page a filter asks for: at most MAX_PAGE_SIZE products, from an offset of 0 or more. */
export function pageWindow(filter: ProductFilter): { limit: number; offset: number } {
  return { limit: Math.max(0, Math.min(filter.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE)), offset: Math.max(0, filter.offset ?? 0) };
}

/** A filter without its page and order: what a total counts. */
export function scopeOf(filter: ProductFilter): Omit<ProductFilter, "limit" | "offset" | "sort"> {
  const { limit: _limit, offset: _offset, sort: _sort, ...scope } = filter;
  return scope;
}

/**
 * Every order ends with the id: ties never swap places between pages. Relevance needs search
 * text; without it, newest. `reversed`: the same order read from its other end.
 */
function orderOf(sort: ProductSort | undefined, reversed = false): Prisma.ProductOrderByWithRelationInput[] {
  const [forwards, backwards]: Prisma.SortOrder[] = reversed ? ["desc", "asc"] : ["asc", "desc"];
  if (sort === "price_asc") return [{ sellingPaise: forwards }, { id: forwards }];
  if (sort === "price_desc") return [{ sellingPaise: backwards }, { id: backwards }];
  return [{ createdAt: backwards }, { id: backwards }];
}

/**
 * One page of products and the number of all that match, in the filter's order
 * (lib/shared/product-sort.ts); with search text through lib/catalog/search.ts. The total comes
 * first, from `count` (which a caller may answer from a cache): a view with no product there
 * reads nothing more, where looking for one walked the whole index. A page in the second half
 * is read from the other end of its order, so no page skips more than half of the listing
 * (a million products: page 40,000 of newest first skipped 960,000 rows, 0.7 s). `count` and
 * `allWords` may be cached forms of countProducts and allWordsText.
 */
export async function findProductPage(
  filter: ProductFilter = {},
  count: (scope: ProductFilter) => Promise<number> = countProducts,
  allWords: AllWordsText = allWordsText,
): Promise<ProductPage> {
  const { limit, offset } = pageWindow(filter);
  if (filter.q?.trim()) return searchProducts({ ...filter, q: filter.q, limit, offset }, allWords);
  const total = await count(scopeOf(filter));
  if (limit === 0 || offset >= total) return { products: [], total };
  const take = Math.min(limit, total - offset);
  const fromStart = offset + take / 2 <= total / 2;
  const skip = fromStart ? offset : total - offset - take;
  // The ids first, then their rows: skipping over ids alone reads only the order's index, where
  // skipping whole rows fetched each from the table, in price order scattered across it (a
  // million products: 3 s for a deep page by price). Deep in the whole catalog or a shop
  // category, not even that: from the first key of the bucket the page falls in
  // (lib/catalog/buckets.ts).
  if (filter.sort === "rating") return { products: await productsOf(await ratedIds(filter, offset, take)), total };
  const where = whereOf(filter);
  const listing = bucketedListing(filter);
  const ids =
    listing !== null && skip > BUCKET_SIZE
      ? await deepListingIds(listing, filter.sort, offset, take, total)
      : await skippedIds(where, filter.sort, fromStart, skip, take);
  return { products: await productsOf(ids), total };
}

/** The rows of `ids`, in that order. */
async function productsOf(ids: string[]): Promise<Product[]> {
  const byId = new Map((await prisma.product.findMany({ where: { id: { in: ids } } })).map((p) => [p.id, p]));
  return ids.map((id) => byId.get(id)).filter((p): p is Product => Boolean(p));
}

/** `take` ids of the best rated after the first `offset` (lib/catalog/search.ts, RATING_ORDER). */
async function ratedIds(filter: ProductFilter, offset: number, take: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT p."id" FROM "Product" p WHERE TRUE ${filterClauses(filter)} ORDER BY ${RATING_ORDER} LIMIT ${take} OFFSET ${offset}`;
  return rows.map((row) => row.id);
}

/** `take` ids after skipping `skip`, from the start of the order or (not `fromStart`) from its end, in the order's direction. */
async function skippedIds(where: Prisma.ProductWhereInput, sort: ProductSort | undefined, fromStart: boolean, skip: number, take: number): Promise<string[]> {
  const rows = await prisma.product.findMany({ where, orderBy: orderOf(sort, !fromStart), take, skip, select: { id: true } });
  const ids = rows.map((row) => row.id);
  return fromStart ? ids : ids.reverse();
}

/** The listing whose buckets a filter's pages can start from: the whole catalog ("") or a shop category, not narrowed by size or colour; else null. */
function bucketedListing(filter: ProductFilter): Listing | null {
  if (filter.size || filter.color || filter.department) return null;
  if (!filter.category) return "";
  const category = filter.category.toLowerCase();
  return isShopCategory(category) ? category : null;
}

/** Positions [offset, offset + take) of a listing in `sort`, through its buckets (ascending orders read backwards where the sort is descending). */
async function deepListingIds(listing: Listing, sort: ProductSort | undefined, offset: number, take: number, total: number): Promise<string[]> {
  if (sort === "price_asc") return listingIdsAt("price", listing, offset, take);
  const ascending = await listingIdsAt(sort === "price_desc" ? "price" : "created", listing, total - offset - take, take);
  return ascending.reverse();
}

/**
 * How many products match. Without search text, one row the database keeps up to date for
 * every category, size and colour ("ListingCount", the listing_counts migration): counting
 * a million rows took half a second. Several sizes at once, and a department's part of a
 * category, are counted from the products (a product with both sizes would count twice in a
 * sum of the sizes' rows; the counts are kept per category, not per pair of them).
 */
export async function countProducts(filter: ProductFilter = {}): Promise<number> {
  if (filter.q?.trim()) return (await searchProducts({ ...filter, q: filter.q, limit: 0, offset: 0 })).total;
  if (sizesOf(filter.size).length > 1 || filter.department) return prisma.product.count({ where: whereOf(filter) });
  const key = { category: filter.category?.toLowerCase() ?? "", size: filter.size?.toUpperCase() ?? "", color: filter.color?.toLowerCase() ?? "" };
  const row = await prisma.listingCount.findUnique({ where: { category_size_color: key }, select: { products: true } });
  return row?.products ?? 0;
}

export async function findProduct(id: string): Promise<Product | null> {
  return prisma.product.findUnique({ where: { id } });
}

/** A seller's products, newest first, for their page. */
export async function sellerProducts(sellerId: string, limit = 48): Promise<Product[]> {
  return prisma.product.findMany({ where: { sellerId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
}
