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

/**
 * Relevance search: full-text matches (stemmed, so "kurtas" finds "Kurta"; weighted title >
 * categories > description) or titles within trigram word-similarity of the text (so one
 * or two typos still match: "chikankri" finds "Chikankari"). Both branches use GIN indexes.
 */
export async function searchProducts(filter: SearchFilter): Promise<SearchPage> {
  const q = filter.q.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return { products: [], total: 0 };
  const all = await searchPage(q, filter, "all");
  // "blue kurta" with no product that is both: show what matches either word instead.
  return all.total === 0 && /\s/.test(q) ? searchPage(q, filter, "any") : all;
}

type WordMatch = "all" | "any";

function tsQuery(q: string, words: WordMatch): Prisma.Sql {
  return words === "all"
    ? sql`websearch_to_tsquery('english', ${q})`
    : sql`replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery`;
}

async function searchPage(q: string, filter: SearchFilter, words: WordMatch): Promise<SearchPage> {
  const rows = await prisma.$queryRaw<{ id: string; total: bigint }[]>(sql`
    WITH query AS (SELECT ${tsQuery(q, words)} AS ts)
    SELECT p."id", count(*) OVER () AS total
    FROM "Product" p, query
    WHERE (p."searchVector" @@ query.ts OR ${q} <% p."title") ${filterClauses(filter)}
    ORDER BY ts_rank(p."searchVector", query.ts) + word_similarity(${q}, p."title") DESC, p."createdAt" DESC, p."id" DESC
    LIMIT ${filter.limit} OFFSET ${filter.offset}`);
  if (rows.length === 0) {
    return { products: [], total: filter.offset > 0 || filter.limit === 0 ? await countMatches(q, filter, words) : 0 };
  }
  const byId = new Map((await prisma.product.findMany({ where: { id: { in: rows.map((r) => r.id) } } })).map((p) => [p.id, p]));
  return {
    products: rows.map((r) => byId.get(r.id)).filter((p): p is Product => Boolean(p)),
    total: Number(rows[0].total),
  };
}

async function countMatches(q: string, filter: SearchFilter, words: WordMatch): Promise<number> {
  const [row] = await prisma.$queryRaw<{ total: bigint }[]>(sql`
    SELECT count(*) AS total FROM "Product" p
    WHERE (p."searchVector" @@ ${tsQuery(q, words)} OR ${q} <% p."title") ${filterClauses(filter)}`);
  return Number(row.total);
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
