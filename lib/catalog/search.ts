import { prisma, type Prisma } from "../db.ts";
import { Prisma as PrismaNamespace } from "../generated/prisma/client.ts";
import type { Product } from "../generated/prisma/client.ts";
import type { ProductSort } from "./sort.ts";

export const MAX_SEARCH_LENGTH = 100;

export interface SearchFilter {
  q: string;
  category?: string;
  size?: string;
  color?: string;
  /** Default: relevance. */
  sort?: ProductSort;
  limit: number;
  offset: number;
}

export interface SearchPage {
  products: Product[];
  total: number;
}

const sql = PrismaNamespace.sql;

function filterClauses(filter: Omit<SearchFilter, "q" | "limit" | "offset" | "sort">): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (filter.category) parts.push(sql`AND ${filter.category.toLowerCase()} = ANY(p."categories")`);
  if (filter.size) parts.push(sql`AND ${filter.size.toUpperCase()} = ANY(p."sizes")`);
  if (filter.color) parts.push(sql`AND lower(p."color") = lower(${filter.color})`);
  return parts.length ? PrismaNamespace.join(parts, " ") : PrismaNamespace.empty;
}

// A search word at least this similar (pg_trgm trigram similarity) to a word of some title
// is taken as a typo of it: "chikankri" is 0.62 from "chikankari", "sneekers" 0.5 from "sneakers".
// 0.4 takes one letter left out of a six-letter word ("canvs", "jersy": 0.44), which 0.45 missed,
// and a missed correction costs most: "any word" ranks every product with the one right word.
const TYPO_SIMILARITY = 0.4;
// Suggestions on a page that found nothing may reach further.
const SUGGESTION_SIMILARITY = 0.3;

type IdRow = { id: string; total: bigint };

/**
 * Relevance search. First full text: stemmed, so "kurtas" finds "Kurta"; weighted title >
 * categories and colour > description; several words must all match. When no product has
 * them all, each word is corrected to the closest word of any title, so one or two typos
 * still match ("chikankri kurta" finds "Chikankari … Kurta"), and all words are searched
 * again; only when that finds nothing either, any of the words ("blue kurta"). The
 * correction comes before "any word" because it is cheap (it compares against the distinct
 * title words, a trigger-kept table, not every title) and narrow, while "any word" of a
 * misspelt text matched every product with its one right word: at a million products,
 * "chikankri kurta" ranked 100,000 kurtas (1.5 s).
 */
export async function searchProducts(filter: SearchFilter): Promise<SearchPage> {
  const q = filter.q.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return { products: [], total: 0 };
  const limit = filter.limit > 0 ? filter.limit : 1;
  let rows = await allWordsIds(q, filter, limit);
  if (rows === null) {
    const corrected = await correctTypos(q, TYPO_SIMILARITY);
    rows = (corrected ? await allWordsIds(corrected, filter, limit) : null) ?? (await rankedIds(anyWordQuery(corrected ?? q), filter, limit));
  }
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

/**
 * What a search for `text` actually searched for, when that differs: the text with its typos
 * corrected, when no product has all its words and some has all the corrected ones (as
 * searchProducts does). The listing says so ("Showing results for …"). Null otherwise.
 */
export async function searchedInstead(text: string): Promise<string | null> {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return null;
  if (await anyProductMatches(allWordsQuery(q))) return null;
  const corrected = await correctTypos(q, TYPO_SIMILARITY);
  return corrected && (await anyProductMatches(allWordsQuery(corrected))) ? corrected : null;
}

/** The search text with each word replaced by the most similar title word, or null when nothing changes. */
async function correctTypos(q: string, threshold: number): Promise<string | null> {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const rows = await prisma.$queryRaw<{ typed: string; known: string }[]>(sql`
    SELECT DISTINCT ON (typed.word) typed.word AS typed, w."word" AS known
    FROM unnest(${words}::text[]) AS typed(word)
    JOIN "SearchWord" w ON w."word" % typed.word AND similarity(w."word", typed.word) >= ${threshold}
    ORDER BY typed.word, w."word" = typed.word DESC, similarity(w."word", typed.word) DESC, w."word"`);
  const known = new Map(rows.map((r) => [r.typed, r.known]));
  const corrected = words.map((word) => known.get(word) ?? word);
  return corrected.some((word, i) => word !== words[i]) ? corrected.join(" ") : null;
}

const allWordsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
const anyWordQuery = (q: string) => sql`replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery`;

/** The page of matches of every word; null when no product in the whole catalog has them all. */
async function allWordsIds(q: string, filter: SearchFilter, limit: number): Promise<IdRow[] | null> {
  const rows = await rankedIds(allWordsQuery(q), filter, limit);
  return rows.length > 0 || (await someProductMatches(allWordsQuery(q), filter)) ? rows : null;
}

/** The matches' order; each ends with the id, so ties keep their places between pages. */
function orderClause(sort: ProductSort | undefined): Prisma.Sql {
  if (sort === "price_asc") return sql`p."pricePaise" ASC, p."id" ASC`;
  if (sort === "price_desc") return sql`p."pricePaise" DESC, p."id" DESC`;
  if (sort === "newest") return sql`p."createdAt" DESC, p."id" DESC`;
  return sql`ts_rank(p."searchVector", query.ts) DESC, p."createdAt" DESC, p."id" DESC`;
}

async function rankedIds(tsquery: Prisma.Sql, filter: SearchFilter, limit: number): Promise<IdRow[]> {
  return prisma.$queryRaw<IdRow[]>(sql`
    WITH query AS (SELECT ${tsquery} AS ts)
    SELECT p."id", count(*) OVER () AS total
    FROM "Product" p, query
    WHERE p."searchVector" @@ query.ts ${filterClauses(filter)}
    ORDER BY ${orderClause(filter.sort)}
    LIMIT ${limit} OFFSET ${filter.offset}`);
}

/**
 * Whether any product at all matches, after a first page came back empty. With no filter
 * and no offset that page already said no.
 */
async function someProductMatches(tsquery: Prisma.Sql, filter: SearchFilter): Promise<boolean> {
  if (filter.offset === 0 && !filter.category && !filter.size && !filter.color) return false;
  return anyProductMatches(tsquery);
}

/**
 * Whether any product matches, ranking nothing. The matches are gathered through the index
 * first: as an EXISTS, the planner walks the whole table when nothing matches.
 */
async function anyProductMatches(tsquery: Prisma.Sql): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ found: boolean }[]>(sql`
    WITH matches AS MATERIALIZED (SELECT 1 FROM "Product" WHERE "searchVector" @@ ${tsquery})
    SELECT EXISTS (SELECT 1 FROM matches) AS found`);
  return row.found;
}

/** For a search with no results: titles of the products a looser correction of the words finds. */
export async function suggestTitles(text: string, limit = 4): Promise<string[]> {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  const corrected = q ? await correctTypos(q, SUGGESTION_SIMILARITY) : null;
  if (!corrected) return [];
  const { products } = await searchProducts({ q: corrected, limit: 24, offset: 0 });
  return [...new Map(products.map((p) => [p.title.toLowerCase(), p.title])).values()].slice(0, limit);
}
