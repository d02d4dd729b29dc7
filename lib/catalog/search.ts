import { prisma, type Prisma } from "../db.ts";
import { Prisma as PrismaNamespace } from "../generated/prisma/client.ts";
import type { Product } from "../generated/prisma/client.ts";
import { newestCreatedSince } from "./buckets.ts";
import { sizesOf } from "./listing-path.ts";
import type { ProductSort } from "../shared/product-sort.ts";

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

/** The filter's conditions on `p`, each after an AND; `department` (Men, Women) is a category too. */
export function filterClauses(filter: Omit<SearchFilter, "q" | "limit" | "offset" | "sort"> & { department?: string }): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  for (const category of [filter.category, filter.department]) if (category) parts.push(sql`AND ${category.toLowerCase()} = ANY(p."categories")`);
  if (filter.size) parts.push(sql`AND p."sizes" && ${sizesOf(filter.size.toUpperCase())}::text[]`);
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

/** A search's page of ids, and how many match (up to SEARCH_DEPTH; `more` above it). */
type Matches = { total: number; more: boolean; ids: IdRow[] };

const byRelevance = (filter: SearchFilter) => !filter.sort || filter.sort === "relevance";

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
  const window = { ...filter, limit: Math.max(0, filter.limit) };
  // Most searches have all their words as typed: they are looked for while that is checked,
  // on a second connection, the newest products first and a narrow search gathered whole.
  // Where no product has them all, the looks find nothing among the newest thousand and an
  // index scan that finds nothing.
  const typed = handled(firstLooks(allWordsQuery(q), window));
  const found = await allWords(q);
  // Nothing has all the words: any of them, corrected where a title word is close. Nothing
  // checks first whether some product has one: at a million products that check took 137 ms
  // for "olive rayon loafers", and for unknown words it walked the whole table.
  const tsquery = found ? allWordsQuery(found) : anyWordQuery((await correctTypos(q, TYPO_SIMILARITY)) ?? q);
  const { total, more, ids: rows } = await matchingIds(tsquery, window, found === q ? typed : undefined);
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

/**
 * The word as typed and each of its forms with two neighbouring letters swapped: "shrit" is
 * only 0.11 similar to "shirt" by trigrams (a swap breaks three of them) while a left-out
 * letter keeps most, so a swap is tried as a spelling of its own.
 */
function spellings(word: string): string[] {
  const letters = [...word];
  const swapped = letters.slice(0, -1).map((_, i) => [...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(""));
  return [word, ...new Set(swapped.filter((form) => form !== word))];
}

/** The search text with each word replaced by the most similar title word, or null when nothing changes. */
async function correctTypos(q: string, threshold: number): Promise<string | null> {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const forms = words.flatMap((word) => spellings(word).map((form) => ({ word, form })));
  // A word as typed wins a tie with a swapped spelling of it.
  const rows = await prisma.$queryRaw<{ typed: string; known: string }[]>(sql`
    SELECT DISTINCT ON (typed.word) typed.word AS typed, w."word" AS known
    FROM unnest(${forms.map((f) => f.word)}::text[], ${forms.map((f) => f.form)}::text[]) AS typed(word, form)
    JOIN "SearchWord" w ON w."word" % typed.form AND similarity(w."word", typed.form) >= ${threshold}
    ORDER BY typed.word, w."word" = typed.word DESC, similarity(w."word", typed.form) DESC, typed.form = typed.word DESC, w."word"`);
  const known = new Map(rows.map((r) => [r.typed, r.known]));
  const corrected = words.map((word) => known.get(word) ?? word);
  return corrected.some((word, i) => word !== words[i]) ? corrected.join(" ") : null;
}

const allWordsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;
const anyWordQuery = (q: string) => sql`replace(websearch_to_tsquery('english', ${q})::text, ' & ', ' | ')::tsquery`;

/** The matches' order; each ends with the id, so ties keep their places between pages. */
/**
 * The best rated first (sort=rating): the average of the shown reviews, products without one
 * last, then the more reviewed, then the id; the expression of the Product_rating_idx index
 * (the reviews migration).
 */
export const RATING_ORDER = sql`(CASE WHEN p."ratingCount" > 0 THEN p."ratingSum"::float8 / p."ratingCount" END) DESC NULLS LAST, p."ratingCount" DESC, p."id" ASC`;

function orderClause(sort: ProductSort | undefined): Prisma.Sql {
  if (sort === "rating") return RATING_ORDER;
  if (sort === "price_asc") return sql`p."sellingPaise" ASC, p."id" ASC`;
  if (sort === "price_desc") return sql`p."sellingPaise" DESC, p."id" DESC`;
  return sql`p."createdAt" DESC, p."id" DESC`;
}

/**
 * The page's ids, and how many match (up to SEARCH_DEPTH; `more` above it), from the first
 * looks (firstLooks), or, when neither answers, the order's index or the whole catalog's
 * newest ranked. `looked`: the first looks, when the caller has started them already.
 */
async function matchingIds(tsquery: Prisma.Sql, filter: SearchFilter, looked?: Promise<Matches | null>): Promise<Matches> {
  const matches = await (looked ?? firstLooks(tsquery, filter));
  if (matches) return matches;
  return { total: SEARCH_DEPTH, more: true, ids: filter.limit > 0 ? await pageIds(tsquery, filter) : [] };
}

/**
 * A search by relevance looks among the newest products first, and its page tells the count
 * as well. Otherwise, or when the newest products hold too few matches, one query gathers up
 * to SEARCH_REACH.gathered matches in no order: when they are all there are, they are counted
 * and the page is sorted out of them (a count and then a sorted page each gathered them
 * again). Null when there are more.
 */
async function firstLooks(tsquery: Prisma.Sql, filter: SearchFilter): Promise<Matches | null> {
  return (byRelevance(filter) ? await pageAmongNewest(tsquery, filter) : null) ?? (await fewMatches(tsquery, filter));
}

/**
 * A look started ahead may be awaited late, or never when the words turn out corrected: its
 * failure reaches whoever awaits it and is never left unhandled, which would stop the server.
 */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** The matches' order within the gathered few (fewMatches): for relevance, the newest SEARCH_DEPTH ranked, then the others newest first. */
function fewOrder(filter: SearchFilter): Prisma.Sql {
  return byRelevance(filter) ? sql`p."age" <= ${SEARCH_DEPTH} DESC, p."rank" DESC, ${orderClause("newest")}` : orderClause(filter.sort);
}

/**
 * How far a search looks each way, in products: built for a catalog of a million. The
 * integration tests scale them to their catalog of 45,000 (tests/integration/search-newest.test.ts),
 * so that each way is taken there too.
 */
export const SEARCH_REACH = {
  /**
   * How many matches fewMatches gathers at most: a search with up to this many is counted and
   * paged out of them, its newest SEARCH_DEPTH ranked, in one query. At a million products
   * "navy suede top" (1,194 matches) had gathered 1,001 only to learn there were more, then
   * fetched all 1,194 again to find the newest thousand.
   */
  gathered: 5 * SEARCH_DEPTH,
  /**
   * The largest window of the newest products read in creation order, each matched as it
   * comes (newestInOrder); a larger one goes through the indexes. 25,000 took 23 ms when none matched.
   */
  inOrderUpTo: 25 * SEARCH_DEPTH,
};

/**
 * Every match and the filter's page of them when there are at most SEARCH_REACH.gathered, in one query;
 * null when there are more. Gathering stops one further, so a broad search costs no more
 * than a narrow one of that many here.
 */
async function fewMatches(tsquery: Prisma.Sql, filter: SearchFilter): Promise<Matches | null> {
  const [{ matched, ids }] = await prisma.$queryRaw<{ matched: number; ids: string[] | null }[]>(sql`
    WITH found AS MATERIALIZED (
      SELECT p."id", p."createdAt", p."sellingPaise", p."searchVector" FROM "Product" p
      WHERE p."searchVector" @@ ${tsquery} ${filterClauses(filter)}
      LIMIT ${SEARCH_REACH.gathered + 1}),
    aged AS (SELECT f.*, row_number() OVER (ORDER BY f."createdAt" DESC, f."id" DESC) AS "age" FROM found f),
    ranked AS (
      SELECT a."id", a."createdAt", a."sellingPaise", a."age",
             CASE WHEN a."age" <= ${SEARCH_DEPTH} THEN ts_rank(a."searchVector", ${tsquery}) END AS "rank"
      FROM aged a)
    SELECT (SELECT count(*)::int FROM found) AS "matched",
           (SELECT array_agg(placed."id" ORDER BY placed."place") FROM (
              SELECT p."id", row_number() OVER (ORDER BY ${fewOrder(filter)}) AS "place" FROM ranked p) placed
            WHERE placed."place" > ${filter.offset} AND placed."place" <= ${filter.offset + filter.limit}
              AND (SELECT count(*) FROM found) <= ${SEARCH_REACH.gathered}) AS "ids"`);
  if (matched > SEARCH_REACH.gathered) return null;
  return { total: Math.min(matched, SEARCH_DEPTH), more: matched > SEARCH_DEPTH, ids: (ids ?? []).map((id) => ({ id })) };
}

/**
 * One page of a search with more than SEARCH_DEPTH matches, in the filter's order: read in
 * the order's index, or by relevance the newest SEARCH_DEPTH ranked, then the others newest
 * first, and a page may take from both.
 */
async function pageIds(tsquery: Prisma.Sql, filter: SearchFilter): Promise<IdRow[]> {
  const { offset, limit } = filter;
  if (!byRelevance(filter)) return orderedIds(tsquery, filter, orderClause(filter.sort), offset, limit);
  const { ids } = await rankedNewest(tsquery, filter, wholeCatalog);
  return [...ids, ...(await pastRanked(tsquery, filter))];
}

/** The part of a page past the ranked SEARCH_DEPTH matches: the others, newest first. */
async function pastRanked(tsquery: Prisma.Sql, filter: SearchFilter): Promise<IdRow[]> {
  const { offset, limit } = filter;
  const from = Math.max(offset, SEARCH_DEPTH);
  return offset + limit > SEARCH_DEPTH ? orderedIds(tsquery, filter, orderClause("newest"), from, offset + limit - from) : [];
}

function orderedIds(tsquery: Prisma.Sql, filter: SearchFilter, order: Prisma.Sql, offset: number, limit: number): Promise<IdRow[]> {
  return prisma.$queryRaw<IdRow[]>(sql`
    SELECT p."id" FROM "Product" p
    WHERE p."searchVector" @@ ${tsquery} ${filterClauses(filter)}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`);
}

/**
 * How many of the newest products a search looks through first, in creation order: how many
 * of them match says how far back a search by relevance finds its newest SEARCH_DEPTH
 * matches, and whether any product has all the words is asked of them before the index.
 */
const SAMPLE = 1_000;

/** Each window is sized by the matches before it to hold this many times enough. */
const WINDOW_MARGIN = 1.5;

/**
 * A search by relevance with more than SEARCH_DEPTH matches among the newest products: its
 * page, total and `more`; null when no window holds that many (or the catalog is smaller).
 * The search index gives its matches in no order, so finding the newest SEARCH_DEPTH fetched
 * every match from the table ("chanderi kurti", a million products: 7,483 rows, 70 ms) and
 * counting them a thousand more; a window of the newest products fetches a few hundred. A
 * window is every product created since some time, so the newest SEARCH_DEPTH of its matches,
 * when it has more, are those of the whole catalog. How many of the newest thousand match
 * sizes the first window, or says the search is narrow enough for fewMatches to gather in
 * whole; a fixed first window of 25,000 cost 5 to 10 ms at a million products for every
 * search it could not answer, and 10 more before a second.
 */
async function pageAmongNewest(tsquery: Prisma.Sql, filter: SearchFilter): Promise<Matches | null> {
  const sample = await sampleNewest(tsquery, filter);
  // Few enough in the whole catalog at the newest thousand's rate, with the windows' margin
  // (or none of the thousand matching): fewMatches gathers them all at once. Without the
  // margin, five of the thousand at a million products went to fewMatches for "jersey
  // loafers", which has 6,800: it gathered 5,001 for nothing, then ranked the whole catalog's.
  if (sample.matched * sample.catalog * WINDOW_MARGIN <= SEARCH_REACH.gathered * SAMPLE) return null;
  let [products, matched] = [SAMPLE, sample.matched];
  for (let window = 1; window <= 2 && matched > 0; window += 1) {
    products = Math.ceil(((products * (SEARCH_DEPTH + 1)) / matched) * WINDOW_MARGIN);
    const newest = products <= SEARCH_REACH.inOrderUpTo ? newestInOrder(products) : await newestSince(products);
    // Larger than the catalog: fewMatches, or the whole catalog's newest.
    if (!newest) return null;
    const found = await rankedNewest(tsquery, filter, newest);
    if (found.matched > SEARCH_DEPTH) return { total: SEARCH_DEPTH, more: true, ids: [...found.ids, ...(await pastRanked(tsquery, filter))] };
    matched = found.matched;
  }
  return null;
}

/** How many of the newest SAMPLE products match the search and the filter, and how many products there are. */
async function sampleNewest(tsquery: Prisma.Sql, filter: SearchFilter): Promise<{ matched: number; catalog: number }> {
  const [row] = await prisma.$queryRaw<{ matched: number; catalog: number | null }[]>(sql`
    SELECT (SELECT count(*)::int FROM (${newestProducts(SAMPLE)}) p WHERE p."searchVector" @@ ${tsquery} ${filterClauses(filter)}) AS "matched",
           (SELECT "products" FROM "ListingCount" WHERE "category" = '' AND "size" = '' AND "color" = '') AS "catalog"`);
  return { matched: row.matched, catalog: row.catalog ?? 0 };
}

/** Where rankedNewest looks: the products it reads, and what narrows them. */
interface Newest {
  from: Prisma.Sql;
  where: Prisma.Sql;
}

/** Every product: a search with more than SEARCH_DEPTH matches and too few among the newest. */
const wholeCatalog: Newest = { from: sql`"Product" p`, where: PrismaNamespace.empty };

/**
 * The products created since the newest `products` (a bucket's start, so a few more), through
 * the block-range index on creation time (the product_created_brin migration) and the search
 * index; null when the catalog has fewer.
 */
async function newestSince(products: number): Promise<Newest | null> {
  const since = await newestCreatedSince(products);
  return since ? { from: sql`"Product" p`, where: sql`AND p."createdAt" >= ${since}` } : null;
}

/**
 * The newest `products`, read in creation order and each matched against the search as it
 * comes, until SEARCH_DEPTH + 1 match. Through the indexes, a word one product in ten has gave
 * a hundred thousand matches at a million products, more than the search index's bitmap holds
 * exactly, and every product on every page with one was checked again: "kurta" took 51 to
 * 97 ms among the newest 25,000, "lenen kurti" (any word) 44 ms; in creation order, 4 to 5 ms.
 */
function newestInOrder(products: number): Newest {
  return { from: sql`(${newestProducts(products)}) p`, where: PrismaNamespace.empty };
}

/**
 * The filter's page of the newest SEARCH_DEPTH matches ranked (ts_rank, then newest), and how
 * many matched, counting to SEARCH_DEPTH + 1, among the `newest` products.
 */
async function rankedNewest(tsquery: Prisma.Sql, filter: SearchFilter, newest: Newest): Promise<{ matched: number; ids: IdRow[] }> {
  const offset = Math.min(filter.offset, SEARCH_DEPTH);
  const limit = Math.min(filter.limit, SEARCH_DEPTH - offset);
  const rows = await prisma.$queryRaw<{ id: string | null; matched: number }[]>(sql`
    WITH found AS MATERIALIZED (
      SELECT p."id", p."createdAt", p."searchVector" FROM ${newest.from}
      WHERE p."searchVector" @@ ${tsquery} ${filterClauses(filter)} ${newest.where}
      ORDER BY p."createdAt" DESC, p."id" DESC
      LIMIT ${SEARCH_DEPTH + 1})
    SELECT page."id", counted."matched"
    FROM (SELECT count(*)::int AS "matched" FROM found) counted
    LEFT JOIN LATERAL (
      SELECT n."id", ts_rank(n."searchVector", ${tsquery}) AS "rank", n."createdAt"
      FROM (SELECT * FROM found ORDER BY "createdAt" DESC, "id" DESC LIMIT ${SEARCH_DEPTH}) n
      ORDER BY 2 DESC, 3 DESC, 1 DESC
      LIMIT ${limit} OFFSET ${offset}) page ON true
    ORDER BY page."rank" DESC, page."createdAt" DESC, page."id" DESC`);
  return { matched: rows[0].matched, ids: rows.flatMap((row) => (row.id ? [{ id: row.id }] : [])) };
}

/**
 * Whether any product has all the words, ranking nothing. The newest thousand products are
 * looked through first, in creation order: words more than a few products in a thousand have
 * are found there at once. Only then are the matches gathered through the index, which for
 * common words fetched every one of them from the table ("kurta", a million products: 100,000
 * rows, 45 ms; "canvas juttis" 7,480, 7 ms; either 1 ms now). As an EXISTS, the planner walks
 * the whole table when nothing matches (it takes words for independent, and "olive loafers"
 * looked like 6,000 products where there were none), so the gathering stays as it was.
 */
async function anyProductMatches(tsquery: Prisma.Sql): Promise<boolean> {
  const [row] = await prisma.$queryRaw<{ found: boolean }[]>(sql`
    WITH matches AS MATERIALIZED (SELECT 1 FROM "Product" WHERE "searchVector" @@ ${tsquery})
    SELECT EXISTS (SELECT 1 FROM (${newestProducts(SAMPLE)}) newest WHERE newest."searchVector" @@ ${tsquery})
        OR EXISTS (SELECT 1 FROM matches) AS found`);
  return row.found;
}

/** The newest `products`, read in creation order (the index on createdAt and id). */
const newestProducts = (products: number) => sql`SELECT * FROM "Product" ORDER BY "createdAt" DESC, "id" DESC LIMIT ${products}`;

/**
 * For a search with no results, what to try instead: titles of the products a looser
 * correction of the words finds, else the title words closest to what was typed, so that
 * such a page always offers something ("Did you mean shirt?").
 */
export async function suggestSearches(text: string, limit = 4): Promise<string[]> {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  if (!q) return [];
  const corrected = await correctTypos(q, SUGGESTION_SIMILARITY);
  const { products } = corrected ? await searchProducts({ q: corrected, limit: 24, offset: 0 }) : { products: [] };
  const titles = [...new Map(products.map((p) => [p.title.toLowerCase(), p.title])).values()].slice(0, limit);
  return titles.length > 0 ? titles : closestWords(q, limit);
}

/**
 * The title words most like the text, however little, that some product still has (words
 * of deleted products stay in SearchWord). Read through the whole word list: a few thousand
 * words, and only for a search that found nothing at all.
 */
async function closestWords(q: string, limit: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ word: string }[]>(sql`
    SELECT w."word" FROM "SearchWord" w
    ORDER BY similarity(w."word", ${q.toLowerCase()}) DESC, word_similarity(${q.toLowerCase()}, w."word") DESC, w."word"
    LIMIT ${limit * 3}`);
  const found: string[] = [];
  for (const { word } of rows) {
    if (found.length < limit && (await anyProductMatches(allWordsQuery(word)))) found.push(word);
  }
  return found;
}
