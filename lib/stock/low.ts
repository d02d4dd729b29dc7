import { prisma } from "../db.ts";
import { assertSellerAccount } from "../auth/roles.ts";
import { LOW_STOCK_UNITS } from "../shared/stock.ts";

export interface LowStockProduct {
  productId: string;
  title: string;
  /** Its sizes with LOW_STOCK_UNITS or fewer left, in the product's own size order; size "" for a product without sizes. */
  sizes: { size: string; units: number }[];
}

/** At most this many products on the dashboard; the rest are on My products. */
export const LOW_STOCK_LIST_LIMIT = 20;

/**
 * The seller's products with a tracked size at LOW_STOCK_UNITS or fewer, each once with all
 * its low sizes (in the product's own size order: S, M, L, XL, not alphabetically); the
 * product with the fewest left first (sold out before nearly), then by title. Read in the
 * database, so a seller with many products does not load them all for a short list.
 */
export async function lowStockProducts(sellerId: string, limit = LOW_STOCK_LIST_LIMIT): Promise<LowStockProduct[]> {
  await assertSellerAccount(sellerId);
  const rows = await prisma.$queryRaw<{ productId: string; title: string; sizes: { size: string; units: number }[] }[]>`
    SELECT p."id" AS "productId", p."title",
      jsonb_agg(jsonb_build_object('size', s.key, 'units', (s.value::text)::int) ORDER BY array_position(p."sizes", s.key), s.key) AS "sizes"
    FROM "Product" p CROSS JOIN LATERAL jsonb_each(p."stock") AS s
    WHERE p."sellerId" = ${sellerId} AND p."stock" IS NOT NULL AND (s.value::text)::int <= ${LOW_STOCK_UNITS}
    GROUP BY p."id", p."title"
    ORDER BY min((s.value::text)::int), p."title", p."id"
    LIMIT ${limit}`;
  return rows.map((row) => ({ ...row, sizes: row.sizes.map(({ size, units }) => ({ size, units: Number(units) })) }));
}
