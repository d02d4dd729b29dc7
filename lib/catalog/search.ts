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
  /** How many products match, at most SEARCH_DEPTH. */
  total: number;
  /** More than SEARCH_DEPTH match: `total` is a lower bound ("1,000+ products"). */
  more?: boolean;
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

/**
 * How deep a search looks, as the big shops do: it counts its matches up to this many and
 * says "1,000+" above it, and relevance ranks the newest this many, the others following
 * newest first. At a million products "kurta" matched 100,000: counting them took 0.2 s and
 * ranking them 0.4 s; a fallback to any word matched 222,000 (0.5 s to count, 5 s a page).
 * Counting 1,001 took 6 ms, ranking the newest 1,000 10 ms.
 */
export const SEARCH_DEPTH = 1_000;

type IdRow = { id: string };

/**
 * Relevance search. First full text: stemmed, so "kurtas" finds "Kurta"; weighted title >
 * categories and colour > description; several words must all match. When no product has
 * them all, each word is corrected to the closest word of any title, so one or two typos
 * still match ("chikankri kurta" finds "Chikankari … Kurta"), and all words are searched
 * again; only when that finds nothing either, any of the words ("blue kurta"). The
 * correction comes before "any word" because it is cheap (it compares against the distinct
 * title words, a trigger-kept table, not every title) and narrow, while "any word" of a
 * misspelt text matched every product with its one right word: at a million products,
 * "chikankri kurta" ranked 100,000 kurtas (1.5 s). `allWords` says whether some product has all the words.
 */
export async function searchProducts(filter: SearchFilter, allWords: AllWordsText = allWordsText): Promise<SearchPage> {
  const q = filter.q.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return { products: [], total: 0 };
  const found = await allWords(q);
  // Nothing has all the words: any of them, corrected where a title word is close. Nothing
  // checks first whether some product has one: at a million products that check took 137 ms
  // for "olive rayon loafers", and for unknown words it walked the whole table.
  const tsquery = found ? allWordsQuery(found) : anyWordQuery((await correctTypos(q, TYPO_SIMILARITY)) ?? q);
  // Counted first, as that is cheap whatever matches: ranking a search that matches nothing
  // walked the whole newest-first index (0.5 s at a million products).
  const { total, more } = await countMatches(tsquery, filter);
  const limit = Math.max(0, filter.limit);
  const rows = total > 0 && limit > 0 ? await pageIds(tsquery, filter, limit, more) : [];
  if (rows.length === 0) return { products: [], total, ...(more && { more }) };
  const byId = new Map((await prisma.product.findMany({ where: { id: { in: rows.map((r) => r.id) } } })).map((p) => [p.id, p]));
  return {
    products: rows.map((r) => byId.get(r.id)).filter((p): p is Product => Boolean(p)),
    total,
    ...(more && { more }),
  };
}

/** allWordsText, or a cached form of it (lib/catalog/cache.ts): a search page needs it three times. */
export type AllWordsText = (text: string) => Promise<string | null>;

/**
 * The search text some product has every word of: as typed, else with its typos corrected;
 * null when neither. Decided by the whole catalog: a filter narrows the results, it does not
 * loosen the words.
 */
export async function allWordsText(text: string): Promise<string | null> {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return null;
  if (await anyProductMatches(allWordsQuery(q))) return q;
  const corrected = await correctTypos(q, TYPO_SIMILARITY);
  return corrected && (await anyProductMatches(allWordsQuery(corrected))) ? corrected : null;
}

/**
 * What a search for `text` actually searched for, when that differs: the text with its typos
 * corrected, when no product has all its words and some has all the corrected ones (as
 * searchProducts does). The listing says so ("Showing results for …"). Null otherwise.
 */
export async function searchedInstead(text: string, allWords: AllWordsText = allWordsText): Promise<string | null> {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  const found = q ? await allWords(q) : null;
  return found !== q ? found : null;
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

/** The matches' order; each ends with the id, so ties keep their places between pages. */
function orderClause(sort: ProductSort | undefined): Prisma.Sql {
  if (sort === "price_asc") return sql`p."pricePaise" ASC, p."id" ASC`;
  if (sort === "price_desc") return sql`p."pricePaise" DESC, p."id" DESC`;
  return sql`p."createdAt" DESC, p."id" DESC`;
}

/**
 * One page of matches in the filter's order. Relevance: every match by rank (ts_rank, then
 * newest) when there are at most SEARCH_DEPTH (`more` false); else the newest SEARCH_DEPTH by
 * rank, then the others newest first, and a page may take from both.
 */
async function pageIds(tsquery: Prisma.Sql, filter: SearchFilter, limit: number, more: boolean): Promise<IdRow[]> {
  const { offset } = filter;
  if (filter.sort && filter.sort !== "relevance") return orderedIds(tsquery, filter, orderClause(filter.sort), offset, limit);
  if (!more) return orderedIds(tsquery, filter, sql`ts_rank(p."searchVector", ${tsquery}) DESC, ${orderClause("newest")}`, offset, limit);
  const ranked = offset < SEARCH_DEPTH ? await newestRankedIds(tsquery, filter, offset, Math.min(limit, SEARCH_DEPTH - offset)) : [];
  const restFrom = Math.max(offset, SEARCH_DEPTH);
  const rest = offset + limit > SEARCH_DEPTH ? await orderedIds(tsquery, filter, orderClause("newest"), restFrom, offset + limit - restFrom) : [];
  return [...ranked, ...rest];
}

function orderedIds(tsquery: Prisma.Sql, filter: SearchFilter, order: Prisma.Sql, offset: number, limit: number): Promise<IdRow[]> {
  return prisma.$queryRaw<IdRow[]>(sql`
    SELECT p."id" FROM "Product" p
    WHERE p."searchVector" @@ ${tsquery} ${filterClauses(filter)}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`);
}

/**
 * The newest SEARCH_DEPTH of more matches, ranked. Found by walking the newest-first index
 * until there are enough (10 ms for "kurta", one product in ten at a million), or through the
 * search index when the planner expects fewer matches.
 */
function newestRankedIds(tsquery: Prisma.Sql, filter: SearchFilter, offset: number, limit: number): Promise<IdRow[]> {
  return prisma.$queryRaw<IdRow[]>(sql`
    WITH newest AS MATERIALIZED (
      SELECT p."id", p."createdAt", p."searchVector" FROM "Product" p
      WHERE p."searchVector" @@ ${tsquery} ${filterClauses(filter)}
      ORDER BY p."createdAt" DESC, p."id" DESC
      LIMIT ${SEARCH_DEPTH})
    SELECT n."id" FROM newest n
    ORDER BY ts_rank(n."searchVector", ${tsquery}) DESC, n."createdAt" DESC, n."id" DESC
    LIMIT ${limit} OFFSET ${offset}`);
}

/** How many products match, counting no further than SEARCH_DEPTH. */
async function countMatches(tsquery: Prisma.Sql, filter: SearchFilter): Promise<{ total: number; more: boolean }> {
  const [{ found }] = await prisma.$queryRaw<{ found: number }[]>(sql`
    SELECT count(*)::int AS found FROM (
      SELECT 1 FROM "Product" p
      WHERE p."searchVector" @@ ${tsquery} ${filterClauses(filter)}
      LIMIT ${SEARCH_DEPTH + 1}) AS matches`);
  return { total: Math.min(found, SEARCH_DEPTH), more: found > SEARCH_DEPTH };
}

/**
 * Whether any product has all the words, ranking nothing. The matches are gathered through the
 * index first: as an EXISTS, the planner walks the whole table when nothing matches (it takes
 * words for independent, and "olive loafers" looked like 6,000 products where there were none).
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
