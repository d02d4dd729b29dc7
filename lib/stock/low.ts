import { prisma } from "../db.ts";
import { assertSellerAccount } from "../users/seller.ts";
import { LOW_STOCK_UNITS } from "./stock.ts";

export interface LowStockSize {
  productId: string;
  title: string;
  /** "" for a product without sizes. */
  size: string;
  units: number;
}

/** At most this many rows on the dashboard; the rest are on My products. */
export const LOW_STOCK_LIST_LIMIT = 20;

/**
 * The seller's tracked sizes with LOW_STOCK_UNITS or fewer left, sold out first, then
 * fewest left, then by title, then in the product's own size order (S, M, L, XL, not
 * alphabetically). Read in the database (one row per size), so a
 * seller with many products does not load them all for a short list.
 */
export async function lowStockSizes(sellerId: string, limit = LOW_STOCK_LIST_LIMIT): Promise<LowStockSize[]> {
  await assertSellerAccount(sellerId);
  const rows = await prisma.$queryRaw<{ productId: string; title: string; size: string; units: number }[]>`
    SELECT p."id" AS "productId", p."title", s.key AS "size", (s.value::text)::int AS "units"
    FROM "Product" p CROSS JOIN LATERAL jsonb_each(p."stock") AS s
    WHERE p."sellerId" = ${sellerId} AND p."stock" IS NOT NULL AND (s.value::text)::int <= ${LOW_STOCK_UNITS}
    ORDER BY "units", p."title", p."id", array_position(p."sizes", s.key), s.key
    LIMIT ${limit}`;
  return rows.map((row) => ({ ...row, units: Number(row.units) }));
}
