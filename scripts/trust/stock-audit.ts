import path from "node:path";
import { openDatabase } from "../../lib/db/connect.ts";
import { DEMO_PRODUCTS, DEMO_SELLER } from "../../lib/seed/catalog.ts";
import { demoStock } from "../../lib/seed/stock.ts";
import { parseStock } from "../../lib/shared/stock.ts";
import type { Target } from "./server.ts";

// After a load run on the demo catalog: for every seeded size, the units sold (order lines
// not cancelled) plus the units left must equal the units seeded (README.md, Stock). A unit
// sold twice shows as a size whose sum is short; a unit lost, as one whose sum is over.

export interface StockAudit {
  sizes: number;
  seeded: number;
  sold: number;
  left: number;
  /** Sizes where sold + left differs from seeded, as "title size: seeded s, sold x, left y". */
  mismatches: string[];
  /** Sizes sold out by the run (0 left). */
  soldOut: number;
}

export async function auditStock(target: Target): Promise<StockAudit> {
  const db = openDatabase(target.databaseUrl ? { url: target.databaseUrl } : { pgliteDir: path.join(target.dataDir, "pglite") });
  try {
    const products = await db.sql.query<{ id: string; title: string; stock: unknown }>(
      `SELECT p."id", p."title", p."stock" FROM "Product" p JOIN "User" u ON u."id" = p."sellerId" WHERE u."username" = $1`,
      [DEMO_SELLER.username],
    );
    const sold = await db.sql.query<{ productId: string; size: string; units: number }>(
      `SELECT "productId", "size", sum("quantity")::int AS units FROM "OrderLine" WHERE "status" <> 'Cancelled' AND "productId" IS NOT NULL GROUP BY "productId", "size"`,
    );
    const soldBy = new Map(sold.map((row) => [`${row.productId}|${row.size}`, row.units]));
    const audit: StockAudit = { sizes: 0, seeded: 0, sold: 0, left: 0, mismatches: [], soldOut: 0 };
    for (const [index, item] of DEMO_PRODUCTS.entries()) {
      const product = products.find((p) => p.title === item.title);
      const now = product ? parseStock(typeof product.stock === "string" ? JSON.parse(product.stock) : product.stock) : null;
      for (const [size, seeded] of Object.entries(demoStock(index, DEMO_PRODUCTS.length, item.sizes))) {
        const left = now?.[size] ?? Number.NaN;
        const units = product ? (soldBy.get(`${product.id}|${size}`) ?? 0) : 0;
        audit.sizes += 1;
        audit.seeded += seeded;
        audit.sold += units;
        audit.left += left;
        if (left === 0) audit.soldOut += 1;
        if (units + left !== seeded) audit.mismatches.push(`${item.title} ${size}: seeded ${seeded}, sold ${units}, left ${left}`);
      }
    }
    return audit;
  } finally {
    await db.close();
  }
}
