import { prisma } from "../db.ts";
import { Prisma } from "../generated/prisma/client.ts";

// Deep pages (issue 27). A page number is an offset, and an offset is read by skipping: at a
// million products a random page by price skipped up to 500,000 index entries, and a deep
// page of a category walked the whole catalog's index. Each listing, the whole catalog ("")
// or a shop category (whose products have indexes of their own, the listing_buckets
// migration), is cut instead, in each order, into buckets of about BUCKET_SIZE products, each
// with its first key and its count ("ListingBucket", kept exact by that migration's
// triggers). A page starts at the first key of the bucket its offset falls in and skips at
// most one bucket: the same products, found quickly.

/** Products per bucket when cut: a page skips at most about this many index entries. */
export const BUCKET_SIZE = 10_000;

/** A bucket grown past this many products (products added in one stretch of an order) is cut again. */
const CUT_AGAIN_ABOVE = 3 * BUCKET_SIZE;

/** "price": sellingPaise (what a unit costs now, the sale price or the MRP) then id; "created": createdAt then id. Both ascending. */
export type BucketOrder = "price" | "created";

/** The whole catalog, or one shop category (lib/catalog/categories.ts). */
export type Listing = "" | string;

const sql = Prisma.sql;

// Each order's key columns in "Product" and in its buckets' first keys.
const KEYS: Record<BucketOrder, { product: Prisma.Sql; from: Prisma.Sql }> = {
  price: { product: sql`p."sellingPaise", p."id"`, from: sql`b."fromPaise", b."fromId"` },
  created: { product: sql`p."createdAt", p."id"`, from: sql`b."fromCreatedAt", b."fromId"` },
};

/** The listing's products; a category's condition as its indexes are defined, so that the planner reads them. */
const inListing = (listing: Listing) => (listing ? sql`AND p."categories" @> ARRAY[${listing}]::text[]` : Prisma.empty);

/**
 * One read: the bucket holding position `from` and, from its first key, the page. No row
 * when the listing is not cut; each row carries its bucket's count. The first bucket starts
 * below every key ('-infinity', -2^31), so every position has a bucket.
 */
async function readAt(order: BucketOrder, listing: Listing, from: number, take: number): Promise<{ id: string | null; bucketProducts: number }[]> {
  const { product, from: bucketKey } = KEYS[order];
  return prisma.$queryRaw(sql`
    WITH b AS MATERIALIZED (
      SELECT * FROM (
        SELECT *, sum("products") OVER (ORDER BY "number") - "products" AS "before"
        FROM "ListingBucket" WHERE "ordering" = ${order} AND "category" = ${listing}) counted
      WHERE "before" <= ${from}
      ORDER BY "number" DESC
      LIMIT 1)
    SELECT page."id", b."products" AS "bucketProducts"
    FROM b
    LEFT JOIN LATERAL (
      SELECT p."id" FROM "Product" p
      WHERE (${product}) >= (${bucketKey}) ${inListing(listing)}
      ORDER BY ${product}
      OFFSET ${from} - b."before" LIMIT ${take}) page ON true`);
}

const cutting = new Map<Listing, Promise<void>>();

/** Cuts one listing's buckets afresh, both orders; one cut of it at a time in this process (others wait for it at the database's lock). */
function cutBuckets(listing: Listing): Promise<void> {
  let cut = cutting.get(listing);
  if (!cut) {
    cut = prisma
      .$executeRaw(sql`SELECT "vastra_cut_listing_buckets"(${BUCKET_SIZE}::int, ${listing}::text)`)
      .then(() => undefined)
      .finally(() => cutting.delete(listing));
    cutting.set(listing, cut);
  }
  return cut;
}

/**
 * The ids at positions [from, from + take) of a listing in `order`, ascending. The first call
 * for a listing cuts it into buckets (at a million products, about a second, once); so does
 * one that lands in a bucket grown past CUT_AGAIN_ABOVE.
 */
export async function listingIdsAt(order: BucketOrder, listing: Listing, from: number, take: number): Promise<string[]> {
  let rows = await readAt(order, listing, from, take);
  if (rows.length === 0 || rows[0].bucketProducts > CUT_AGAIN_ABOVE) {
    await cutBuckets(listing);
    rows = await readAt(order, listing, from, take);
  }
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * A creation time at or before that of the `products`-th newest product, such that the
 * products created since are at most about BUCKET_SIZE more than `products`: where a search
 * among the newest starts (lib/catalog/search.ts). Null when the catalog has no more than
 * that many products. Cuts the whole catalog's buckets first when there are none.
 */
export async function newestCreatedSince(products: number): Promise<Date | null> {
  const read = () =>
    prisma.$queryRaw<{ from: Date | null; buckets: number }[]>(sql`
      SELECT (SELECT "fromCreatedAt" FROM (
                SELECT "number", "fromCreatedAt", sum("products") OVER (ORDER BY "number" DESC) AS "newer"
                FROM "ListingBucket" WHERE "ordering" = 'created' AND "category" = '') counted
              WHERE "newer" >= ${products} AND "number" > 0
              ORDER BY "newer" LIMIT 1) AS "from",
             (SELECT count(*)::int FROM "ListingBucket" WHERE "category" = '') AS "buckets"`);
  let [row] = await read();
  if (row.buckets === 0) {
    await cutBuckets("");
    [row] = await read();
  }
  return row.from;
}
