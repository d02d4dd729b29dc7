import { database, prisma } from "../db.ts";
import type { Database } from "../db/connect.ts";

// How common a search's words are, for choosing how to look for them (lib/catalog/search.ts,
// newestInOrder). PostgreSQL keeps the share of products each of the most common search
// words (lexemes) is in, as statistics for its planner (pg_stats, refreshed by ANALYZE and
// autovacuum). Reading them took 4 to 6 ms, so each process keeps them for a while.

/** How long a process keeps the shares it read: they move only as the catalog does. */
const KEEP_MS = 10 * 60_000;

/** Per database: a process has one, but the integration tests give each test file its own. */
const kept = new WeakMap<Database, { until: number; shares: Promise<Map<string, number>> }>();

/** Each common search word's share of the products (0 to 1), as PostgreSQL last counted them. */
export function commonWordShares(now = Date.now()): Promise<Map<string, number>> {
  const db = database();
  const held = kept.get(db);
  if (held && held.until > now) return held.shares;
  const shares = readShares();
  kept.set(db, { until: now + KEEP_MS, shares });
  // A failed read is not kept: the next search reads again.
  shares.catch(() => {
    if (kept.get(db)?.shares === shares) kept.delete(db);
  });
  return shares;
}

async function readShares(): Promise<Map<string, number>> {
  const rows = await prisma.$queryRaw<{ word: string; share: number }[]>`
    SELECT e."word", e."share"::float8 AS "share"
    FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e("word", "share")
    WHERE s.schemaname = current_schema() AND s.tablename = 'Product' AND s.attname = 'searchVector' AND e."word" IS NOT NULL`;
  return new Map(rows.map((row) => [row.word, row.share]));
}

/**
 * The share of products a search (a tsquery, as PostgreSQL writes it: `'navi' & 'linen'`)
 * likely matches: its words' shares multiplied when it needs them all (taken as independent,
 * as the planner does), the largest when any will do. A word not among the common ones counts
 * as rare (0), as does every word before the catalog's first ANALYZE.
 */
export function likelyShare(tsquery: string, shares: Map<string, number>): number {
  const words = [...tsquery.matchAll(/'((?:[^']|'')+)'/g)].map((match) => shares.get(match[1].replaceAll("''", "'")) ?? 0);
  if (words.length === 0) return 0;
  if (tsquery.includes(" | ")) return Math.max(...words);
  return words.reduce((product, share) => product * share, 1);
}
