import { prisma, type Prisma } from "../db.ts";
import { Prisma as PrismaNamespace } from "../generated/prisma/client.ts";
import type { Product } from "../generated/prisma/client.ts";

export const MAX_SEARCH_LENGTH = 100;

export interface SearchFilter {
  q: string;
  category?: string;
  size?: string;
  color?: string;
  limit: number;
  offset: number;
}

export interface SearchPage {
  products: Product[];
  total: number;
}

const sql = PrismaNamespace.sql;

function filterClauses(filter: Omit<SearchFilter, "q" | "limit" | "offset">): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filter.category) parts.push(sql`AND ${filter.category.toLowerCase()} = ANY(p."categories")`);
  if (filter.size) parts.push(sql`AND ${filter.size.toUpperCase()} = ANY(p."sizes")`);
  if (filter.color) parts.push(sql`AND lower(p."color") = lower(${filter.color})`);
  return parts.length ? PrismaNamespace.join(parts, " ") : PrismaNamespace.empty;
}

// A title within this word similarity of the search text is a typo match (pg_trgm's
// default, 0.6, misses "sneekers" for "Sneakers").
const TYPO_THRESHOLD = 0.45;

type IdRow = { id: string; total: bigint };

/**
 * Relevance search. First full text: stemmed, so "kurtas" finds "Kurta"; weighted title >
 * categories and colour > description; several words must all match unless no product
 * has them all ("blue kurta"), then any of them. Only when that finds nothing, titles
 * within trigram word similarity, so one or two typos still match ("chikankri" finds
 * "Chikankari"). Both use GIN indexes; the typo pass stays off the common path because
 * it is the costlier one on large catalogs.
 */
export async function searchProducts(filter: SearchFilter): Promise<SearchPage> {
  const q = filter.q.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return { products: [], total: 0 };
  const limit = filter.limit > 0 ? filter.limit : 1;
  let rows = await fullTextIds(q, filter, limit);
  if (rows.length === 0 && filter.offset === 0) rows = await typoIds(q, filter, limit);
  if (rows.length === 0 && filter.offset > 0) {
    // Past the last page the window count is not there: count from the first page.
    return { products: [], total: (await searchProducts({ ...filter, limit: 1, offset: 0 })).total };
  }
  if (filter.limit <= 0 || rows.length === 0) return { products: [], total: rows.length ? Number(rows[0].total) : 0 };
  const byId = new Map((await prisma.product.findMany({ where: { id: { in: rows.map((r) => r.id) } } })).map((p) => [p.id, p]));
  return {
    products: rows.map((r) => byId.get(r.id)).filter((p): p is Product => Boolean(p)),
    total: Number(rows[0].total),
  };
}

async function fullTextIds(q: string, filter: SearchFilter, limit: number): Promise<IdRow[]> {
  return prisma.$queryRaw<IdRow[]>(sql`
    WITH words AS (
      SELECT websearch_to_tsquery('english', ${q}) AS every,
             replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery AS some
    ), query AS (
      SELECT CASE WHEN EXISTS (SELECT 1 FROM "Product" WHERE "searchVector" @@ words.every) THEN words.every ELSE words.some END AS ts
      FROM words
    )
    SELECT p."id", count(*) OVER () AS total
    FROM "Product" p, query
    WHERE p."searchVector" @@ query.ts ${filterClauses(filter)}
    ORDER BY ts_rank(p."searchVector", query.ts) DESC, p."createdAt" DESC, p."id" DESC
    LIMIT ${limit} OFFSET ${filter.offset}`);
}

async function typoIds(q: string, filter: SearchFilter, limit: number): Promise<IdRow[]> {
  const [, rows] = await prisma.$transaction([
    prisma.$executeRaw(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`),
    prisma.$queryRaw<IdRow[]>(sql`
      SELECT p."id", count(*) OVER () AS total
      FROM "Product" p
      WHERE ${q} <% p."title" ${filterClauses(filter)}
      ORDER BY word_similarity(${q}, p."title") DESC, p."createdAt" DESC, p."id" DESC
      LIMIT ${limit} OFFSET ${filter.offset}`),
  ]);
  return rows;
}

/** For a search with no results: the product titles closest to what was typed. */
export async function suggestTitles(text: string, limit = 4): Promise<string[]> {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return [];
  const rows = await prisma.$queryRaw<{ title: string }[]>(sql`
    SELECT t."title" FROM (
      SELECT DISTINCT ON (lower(p."title")) p."title", word_similarity(${q}, p."title") AS score
      FROM "Product" p
      WHERE word_similarity(${q}, p."title") > 0.3
      ORDER BY lower(p."title"), score DESC
    ) t
    ORDER BY t.score DESC
    LIMIT ${limit}`);
  return rows.map((r) => r.title);
}
