import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { allWordsText, SEARCH_DEPTH, SEARCH_REACH, searchProducts } from "@/lib/catalog/search";

// A broad search ranks its newest SEARCH_DEPTH matches (lib/catalog/search.ts). Its pages
// must be those of ranking the newest SEARCH_DEPTH of the whole catalog, whichever way the
// search looks: a word every fifth product has, among the newest products read in creation
// order ("chikan"); every tenth, in a window through the indexes ("bandhani"); a few thousand
// matches gathered whole ("leheriya", every 35th); more, with too few among the newest for any
// window ("ikat", mostly among the oldest); five, all among the oldest ("kalamkari"). A catalog
// of 45,000, made in SQL, with the search's reach scaled to it (SEARCH_REACH: a million's
// would gather every one of these searches whole).

const CATALOG = 45_000;
const MILLION_REACH = { ...SEARCH_REACH };
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

afterAll(() => {
  Object.assign(SEARCH_REACH, MILLION_REACH);
});

beforeAll(async () => {
  Object.assign(SEARCH_REACH, { gathered: 2 * SEARCH_DEPTH, inOrderUpTo: 10 * SEARCH_DEPTH });
  const seller = await prisma.user.create({ data: { firstName: "N", email: "newest@example.com", username: "newest", passwordHash: "x", admin: true } });
  sellerId = seller.id;
  // Product g is created g seconds after the first. Every fifth says "Chikan", every tenth
  // "Bandhani", every 35th "Leheriya", some of either twice (ranked higher); "Ikat" is on the oldest
  // 2,500 and the newest 100; "Kalamkari" on the oldest five only.
  await prisma.$executeRaw`
    INSERT INTO "Product" ("id", "title", "description", "pricePaise", "sizes", "color", "categories", "image", "sellerId", "createdAt", "updatedAt")
    SELECT 'n_' || lpad(g::text, 5, '0'),
           concat_ws(' ',
             CASE WHEN g % 5 = 0 THEN 'Chikan' END,
             CASE WHEN g % 10 = 0 THEN 'Bandhani' END,
             CASE WHEN g % 70 = 0 THEN 'Bandhani' END,
             CASE WHEN g % 35 = 0 THEN 'Leheriya' END,
             CASE WHEN g % 245 = 0 THEN 'Leheriya' END,
             CASE WHEN g < 2500 OR g >= ${CATALOG} - 100 THEN 'Ikat' END,
             CASE WHEN g < 5 THEN 'Kalamkari' END,
             'Dupatta'),
           '', 29900 + g, ARRAY['FREE'], 'Red', CASE WHEN g % 20 = 0 THEN ARRAY['women'] ELSE ARRAY['men'] END, 'img', ${sellerId},
           timestamp '2026-01-01' + g * interval '1 second', now()
    FROM generate_series(0, ${CATALOG} - 1) AS g`;
  // A window through the indexes ends at a bucket's first key: buckets of 1,000 make
  // bandhani's the newest 15,000 here (of 10,000, as the shop cuts them, it would be 20,000).
  await prisma.$executeRaw`SELECT "vastra_cut_listing_buckets"(1000, '')`;
});

describe("a broad search's newest matches, whichever way they are looked for", () => {
  it("pages through the newest SEARCH_DEPTH by rank as over the whole catalog, from the newest products read in order", async () => {
    expect(await searchProducts({ q: "chikan", offset: 0, limit: 0 })).toEqual({ products: [], total: SEARCH_DEPTH, more: true });
    for (const [offset, limit] of [
      [0, 100],
      [960, 40],
    ]) {
      expect(await pageOf("chikan", offset, limit), `offset ${offset}`).toEqual(await rankedOverAll("chikan", offset, limit));
    }
    expect(await pageOf("chikan", SEARCH_DEPTH - 10, 24)).toEqual([
      ...(await rankedOverAll("chikan", SEARCH_DEPTH - 10, 10)),
      ...(await newestOverAll("chikan", SEARCH_DEPTH, 14)),
    ]);
  });

  it("pages through the newest SEARCH_DEPTH by rank as over the whole catalog, from a window through the indexes", async () => {
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

  it("gathers a search of a few thousand whole: its newest SEARCH_DEPTH ranked, the others newest first, or all in price order", async () => {
    expect(await searchProducts({ q: "leheriya", offset: 0, limit: 0 })).toEqual({ products: [], total: SEARCH_DEPTH, more: true });
    expect(await pageOf("leheriya", 0, 100)).toEqual(await rankedOverAll("leheriya", 0, 100));
    expect(await pageOf("leheriya", 950, 100)).toEqual([...(await rankedOverAll("leheriya", 950, 50)), ...(await newestOverAll("leheriya", SEARCH_DEPTH, 50))]);
    const byPrice = await prisma.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Product" WHERE "searchVector" @@ websearch_to_tsquery('english', 'leheriya')
      ORDER BY "pricePaise" DESC, "id" DESC LIMIT 24 OFFSET 1200`;
    const sorted = await searchProducts({ q: "leheriya", sort: "price_desc", offset: 1200, limit: 24 });
    expect(sorted.products.map((p) => p.id)).toEqual(byPrice.map((row) => row.id));
    expect(sorted).toMatchObject({ total: SEARCH_DEPTH, more: true });
  });

  it("ranks the whole catalog's newest when too few are among the newest for any window", async () => {
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
