import pg from "pg";

// A running shop's database holds its catalog in memory: PostgreSQL's shared buffers, sized
// for it (docs/deploying.md), fill with every product page and search as they are read. A
// catalog the bench has just made is not there yet (bulk inserts and VACUUM go through a
// small ring of buffers), and each search would read its matches from the kernel one page
// at a time: 60 to 90 µs a page on this virtual machine, 20 to 40 ms for a search of a
// thousand matches (docs/performance.md, 2026-11-28). So the first requests measured find
// the catalog read in, as after a shop's first hours, unless BENCH_PREWARM=0.

/** Where the catalog stands against PostgreSQL's memory, for the report's header. */
export interface CatalogMemory {
  /** PostgreSQL's shared_buffers, in MB. */
  buffersMb: number;
  /** The catalog's tables and indexes, in MB. */
  catalogMb: number;
  /** Whether it was read into the shared buffers before the first requests. */
  prewarmed: boolean;
}

/**
 * Reads the catalog's tables and indexes into the shared buffers with pg_prewarm (a contrib
 * extension PostgreSQL ships), when `prewarm` and the extension can be created there.
 */
export async function warmCatalog(url: string, prewarm: boolean): Promise<CatalogMemory> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const catalog = `FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'i')`;
    const [{ buffers, catalogBytes }] = (
      await client.query<{ buffers: string; catalogBytes: string }>(
        `SELECT pg_size_bytes(current_setting('shared_buffers'))::text AS buffers, sum(pg_relation_size(c.oid))::text AS "catalogBytes" ${catalog}`,
      )
    ).rows;
    const mb = (bytes: string) => Math.round(Number(bytes) / 2 ** 20);
    const memory = { buffersMb: mb(buffers), catalogMb: mb(catalogBytes), prewarmed: false };
    if (!prewarm) return memory;
    try {
      await client.query(`CREATE EXTENSION IF NOT EXISTS pg_prewarm`);
    } catch (error) {
      console.warn(`pg_prewarm is not available here (${(error as Error).message}): the first requests read the catalog from disk.`);
      return memory;
    }
    await client.query(`SELECT pg_prewarm(c.oid) ${catalog}`);
    return { ...memory, prewarmed: true };
  } finally {
    await client.end();
  }
}

/** "shared_buffers 2048 MB, the catalog 930 MB, read in first". */
export function describeMemory({ buffersMb, catalogMb, prewarmed }: CatalogMemory): string {
  const fits = buffersMb >= catalogMb ? "" : " (more than the buffers hold)";
  return `shared_buffers ${buffersMb} MB, the catalog ${catalogMb} MB${fits}, ${prewarmed ? "read in first" : "not read in first"}`;
}
