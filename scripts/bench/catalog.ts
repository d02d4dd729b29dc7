import type { SqlRunner } from "../../lib/db/connect.ts";

// Synthetic products made by SQL in bulk (the API would take hours for 100,000), with
// titles built from a clothing vocabulary so that search and category pages behave as
// they would on a real catalog. Images reuse the seeded demo pictures.

const ADJECTIVES = [
  "Classic",
  "Slim Fit",
  "Relaxed",
  "Printed",
  "Embroidered",
  "Handloom",
  "Striped",
  "Checked",
  "Festive",
  "Everyday",
  "Premium",
  "Lightweight",
  "Vintage",
  "Tailored",
  "Organic",
  "Block Print",
];
export const MATERIALS = [
  "Cotton",
  "Linen",
  "Khadi",
  "Silk",
  "Denim",
  "Wool Blend",
  "Rayon",
  "Chanderi",
  "Leather",
  "Canvas",
  "Suede",
  "Jersey",
  "Chikankari",
  "Corduroy",
];
export const KINDS: [title: string, categories: string, sizes: string][] = [
  ["Shirt", "{men,shirts}", "{S,M,L,XL,XXL}"],
  ["Kurta", "{men,shirts,kurtas}", "{S,M,L,XL,XXL}"],
  ["Trousers", "{men,trousers}", "{28,30,32,34,36}"],
  ["Chinos", "{men,trousers}", "{28,30,32,34,36}"],
  ["Loafers", "{men,shoes}", "{6,7,8,9,10}"],
  ["Sneakers", "{women,shoes}", "{4,5,6,7,8}"],
  ["Top", "{women,tops}", "{XS,S,M,L,XL}"],
  ["Kurti", "{women,tops}", "{XS,S,M,L,XL}"],
  ["Palazzo Pants", "{women,trousers}", "{26,28,30,32}"],
  ["Juttis", "{women,shoes}", "{4,5,6,7,8}"],
];
export const COLORS = [
  "White",
  "Black",
  "Navy",
  "Indigo",
  "Maroon",
  "Olive",
  "Mustard",
  "Sky Blue",
  "Beige",
  "Grey",
  "Pink",
  "Teal",
  "Rust",
  "Lavender",
  "Green",
  "Tan",
];

const literal = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

/**
 * Above this many products the secondary indexes of "Product" are dropped before the insert
 * and built again after it: one CREATE INDEX is far quicker than a million index updates,
 * and the GIN indexes update in place (fastupdate is off, see the product_sort migration).
 */
const REBUILD_INDEXES_ABOVE = 50_000;

/**
 * Adds `count` synthetic products, numbered on from the ones already there (`offset`), in
 * batches of one INSERT … SELECT over generate_series each. The numbers are bigint: a
 * price computed as `g * 7919` overflowed 32 bits from the 271,000th product.
 */
export async function bulkInsertProducts(sql: SqlRunner, count: number, offset = 0, batch = 50_000): Promise<number> {
  if (count <= 0) return 0;
  const [seed] = await sql.query<{ seller: string; images: string[] }>(
    `SELECT (SELECT id FROM "User" WHERE admin ORDER BY "createdAt" LIMIT 1) AS seller, (SELECT array_agg(image) FROM "Product") AS images`,
  );
  if (!seed?.seller || !seed.images?.length) throw new Error("seed the demo shop first: the bulk catalog reuses its seller and images");
  // Newest first is the default order: later numbers are newer, one second apart, ending now.
  const start = Math.floor(Date.now() / 1000) - (offset + count);
  const indexes =
    count > REBUILD_INDEXES_ABOVE
      ? await sql.query<{ name: string; definition: string }>(
          `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'Product' AND indexname <> 'Product_pkey'`,
        )
      : [];
  for (const index of indexes) await sql.exec(`DROP INDEX "${index.name}"`);
  for (let from = offset; from < offset + count; from += batch) {
    const to = Math.min(offset + count, from + batch) - 1;
    await sql.exec(`
      INSERT INTO "Product" ("id", "title", "description", "pricePaise", "sizes", "color", "categories", "image", "images", "sellerId", "createdAt", "updatedAt")
      SELECT 'bench_' || g,
             adj[1 + g % array_length(adj, 1)] || ' ' || mat[1 + (g / 7) % array_length(mat, 1)] || ' ' || kind[1 + (g / 3) % array_length(kind, 1)],
             'A ' || lower(mat[1 + (g / 7) % array_length(mat, 1)]) || ' ' || lower(kind[1 + (g / 3) % array_length(kind, 1)]) || ' in ' || lower(col[1 + (g / 5) % array_length(col, 1)]) || ', number ' || g || ' of the bench catalog.',
             29900 + (g * 7919) % 470000,
             sizes[1 + (g / 3) % array_length(sizes, 1)]::text[],
             col[1 + (g / 5) % array_length(col, 1)],
             cats[1 + (g / 3) % array_length(cats, 1)]::text[],
             img[1 + g % array_length(img, 1)],
             ARRAY[img[1 + g % array_length(img, 1)], img[1 + (g + 1) % array_length(img, 1)]],
             '${seed.seller}',
             to_timestamp(${start} + g),
             now()
      FROM generate_series(${from}::bigint, ${to}::bigint) AS g,
           (SELECT ${literal(ADJECTIVES)} AS adj, ${literal(MATERIALS)} AS mat, ${literal(KINDS.map((k) => k[0]))} AS kind,
                   ${literal(KINDS.map((k) => k[1]))} AS cats, ${literal(KINDS.map((k) => k[2]))} AS sizes, ${literal(COLORS)} AS col,
                   ${literal(seed.images)} AS img) AS words`);
  }
  for (const index of indexes) await sql.exec(index.definition);
  return count;
}
