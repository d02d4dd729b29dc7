import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { allWordsText, SEARCH_DEPTH, searchProducts } from "@/lib/catalog/search";

// A broad search ranks its newest SEARCH_DEPTH matches, looked for first among the newest
// products (lib/catalog/search.ts, pageAmongNewest), as far back as the newest thousand's
// matches say. Its pages must be those of ranking the newest SEARCH_DEPTH of the whole
// catalog: for a word every tenth product has, read in creation order ("bandhani"), for a
// rarer one through the indexes ("leheriya", every 28th), and when no window holds that many
// ("ikat", mostly among the oldest). A catalog of 45,000, made in SQL.

const CATALOG = 45_000;
let sellerId: string;

/** The page as ranking the newest SEARCH_DEPTH matches of the whole catalog gives it. */
async function rankedOverAll(word: string, offset: number, limit: number, category = "%"): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH newest AS (
      SELECT "id", "createdAt", "searchVector" FROM "Product"
      WHERE "searchVector" @@ websearch_to_tsquery('english', ${word}) AND array_to_string("categories", ',') LIKE ${category}
      ORDER BY "createdAt" DESC, "id" DESC LIMIT ${SEARCH_DEPTH})
    SELECT "id" FROM newest
    ORDER BY ts_rank("searchVector", websearch_to_tsquery('english', ${word})) DESC, "createdAt" DESC, "id" DESC
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => row.id);
}

/** Matches past the ranked SEARCH_DEPTH: newest first. */
async function newestOverAll(word: string, offset: number, limit: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "Product" WHERE "searchVector" @@ websearch_to_tsquery('english', ${word})
    ORDER BY "createdAt" DESC, "id" DESC LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((row) => row.id);
}

async function pageOf(q: string, offset: number, limit: number, category?: string): Promise<string[]> {
  return (await searchProducts({ q, offset, limit, category })).products.map((p) => p.id);
}

beforeAll(async () => {
  const seller = await prisma.user.create({ data: { firstName: "N", email: "newest@example.com", username: "newest", passwordHash: "x", admin: true } });
  sellerId = seller.id;
  // Product g is created g seconds after the first. Every tenth says "Bandhani", some twice
  // (ranked higher), every 28th "Leheriya"; "Ikat" is on the oldest 1,040, and ten of the newest;
  // "Kalamkari" on the oldest five only.
  await prisma.$executeRaw`
    INSERT INTO "Product" ("id", "title", "description", "pricePaise", "sizes", "color", "categories", "image", "sellerId", "createdAt", "updatedAt")
    SELECT 'n_' || lpad(g::text, 5, '0'),
           concat_ws(' ',
             CASE WHEN g % 10 = 0 THEN 'Bandhani' END,
             CASE WHEN g % 70 = 0 THEN 'Bandhani' END,
             CASE WHEN g % 28 = 0 THEN 'Leheriya' END,
             CASE WHEN g < 1040 OR g >= ${CATALOG} - 10 THEN 'Ikat' END,
             CASE WHEN g < 5 THEN 'Kalamkari' END,
             'Dupatta'),
           '', 29900 + g, ARRAY['FREE'], 'Red', CASE WHEN g % 20 = 0 THEN ARRAY['women'] ELSE ARRAY['men'] END, 'img', ${sellerId},
           timestamp '2026-01-01' + g * interval '1 second', now()
    FROM generate_series(0, ${CATALOG} - 1) AS g`;
  // A window ends at a bucket's first key: buckets of 1,000 make the first one the newest
  // 25,000 here, and leheriya's second the newest 43,000 (of 10,000, as the shop cuts them,
  // the second would be the whole catalog).
  await prisma.$executeRaw`SELECT "vastra_cut_listing_buckets"(1000, '')`;
});

describe("a broad search's newest matches, looked for among the newest products first", () => {
  it("pages through the newest SEARCH_DEPTH by rank as over the whole catalog, when the newest products hold them", async () => {
    expect(await searchProducts({ q: "bandhani", offset: 0, limit: 0 })).toEqual({ products: [], total: SEARCH_DEPTH, more: true });
    for (const [offset, limit] of [
      [0, 100],
      [100, 24],
      [960, 40],
    ]) {
      expect(await pageOf("bandhani", offset, limit), `offset ${offset}`).toEqual(await rankedOverAll("bandhani", offset, limit));
    }
    const across = [...(await rankedOverAll("bandhani", SEARCH_DEPTH - 10, 10)), ...(await newestOverAll("bandhani", SEARCH_DEPTH, 14))];
    expect(await pageOf("bandhani", SEARCH_DEPTH - 10, 24)).toEqual(across);
    expect(await pageOf("bandhani", 2_000, 5)).toEqual(await newestOverAll("bandhani", 2_000, 5));
  });

  it("looks further back, as far as the newest thousand say it must, through the indexes", async () => {
    expect(await searchProducts({ q: "leheriya", offset: 0, limit: 0 })).toEqual({ products: [], total: SEARCH_DEPTH, more: true });
    expect(await pageOf("leheriya", 0, 100)).toEqual(await rankedOverAll("leheriya", 0, 100));
    expect(await pageOf("leheriya", 950, 100)).toEqual([...(await rankedOverAll("leheriya", 950, 50)), ...(await newestOverAll("leheriya", SEARCH_DEPTH, 50))]);
  });

  it("ranks the whole catalog's newest when the newest products hold fewer", async () => {
    expect(await searchProducts({ q: "ikat", offset: 0, limit: 0 })).toEqual({ products: [], total: SEARCH_DEPTH, more: true });
    expect(await pageOf("ikat", 0, 100)).toEqual(await rankedOverAll("ikat", 0, 100));
    expect(await pageOf("ikat", 900, 100)).toEqual(await rankedOverAll("ikat", 900, 100));
  });

  it("finds words only the oldest products have, past the newest looked through first", async () => {
    expect(await allWordsText("kalamkari dupatta")).toBe("kalamkari dupatta");
    expect(await pageOf("kalamkari", 0, 24)).toEqual(["n_00004", "n_00003", "n_00002", "n_00001", "n_00000"]);
  });

  it("narrows by a filter within the window as without it", async () => {
    expect(await pageOf("bandhani", 0, 50, "women")).toEqual(await rankedOverAll("bandhani", 0, 50, "women"));
    expect(await pageOf("bandhani", 0, 50, "men")).toEqual(await rankedOverAll("bandhani", 0, 50, "men"));
  });
});
