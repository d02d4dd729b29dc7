import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { database } from "../../lib/db.ts";
import { prepareDatabase } from "../../lib/startup/prepare.ts";
import { BUCKET_SIZE } from "../../lib/catalog/buckets.ts";
import { SHOP_CATEGORIES } from "../../lib/catalog/categories.ts";
import { freePort, waitForHttp } from "../lib/net.ts";
import { warmUp } from "../lib/warm-up.ts";
import { bulkInsertProducts } from "./catalog.ts";

// What `npm run bench` and `npm run lighthouse` share: a production build of their own,
// a data folder with the demo shop (plus synthetic products), and a server on it.

/** BENCH_DIST_DIR=.next-test with SKIP_BUILD=1 measures the build the API tests made. */
export const BENCH_DIST_DIR = process.env.BENCH_DIST_DIR || ".next-bench";

export function buildOnce(): void {
  if (process.env.SKIP_BUILD === "1" && fs.existsSync(path.join(BENCH_DIST_DIR, "BUILD_ID"))) return;
  console.log(`building into ${BENCH_DIST_DIR} …`);
  const hadData = fs.existsSync(".data");
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_DIST_DIR: BENCH_DIST_DIR, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  // The build must never have opened a database: it runs where there is no data.
  if (!hadData && fs.existsSync(".data")) throw new Error("the build created .data/: a prerender read the database");
}

/**
 * The demo shop, topped up with synthetic products to `count`, in a new data folder (and
 * on `databaseUrl` when given, else embedded). Closed again before a server opens it.
 * Returns how many synthetic products it holds (`bench_0`, `bench_1`, …).
 */
export async function makeCatalog(dataDir: string, count: number, databaseUrl = ""): Promise<number> {
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = databaseUrl;
  const prepared = await prepareDatabase({ seed: true });
  const started = Date.now();
  const { sql } = database();
  const [{ synthetic }] = await sql.query<{ synthetic: number }>(`SELECT count(*)::int AS synthetic FROM "Product" WHERE id LIKE 'bench\\_%'`);
  const inserted = await bulkInsertProducts(sql, Math.max(0, count - (await database().prisma.product.count())), synthetic);
  // VACUUM sets the visibility map, so that paging reads only an index (lib/catalog/products.ts), as it would after autovacuum.
  await sql.exec(inserted ? "VACUUM ANALYZE" : "ANALYZE");
  // The listings' buckets, as a running shop has them from each one's first deep page on
  // (lib/catalog/buckets.ts): the first requests measured are not the ones that cut them.
  if (inserted) {
    for (const listing of ["", ...SHOP_CATEGORIES]) await sql.exec(`SELECT "vastra_cut_listing_buckets"(${BUCKET_SIZE}, '${listing}')`);
  }
  await database().close();
  delete (globalThis as { __vastraDb?: unknown }).__vastraDb;
  prepared.release();
  if (inserted) console.log(`catalog: ${inserted} synthetic products inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return synthetic + inserted;
}

export interface BenchServer {
  baseUrl: string;
  /** The process of scripts/start.ts; the Next server is its child. */
  pid: number;
  stop(): Promise<void>;
}

/** A production server on the data folder; the embedded database unless `env` names another (DATABASE_URL, REDIS_URL). */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: BENCH_DIST_DIR,
      DATABASE_URL: "",
      REDIS_URL: "",
      // No load balancer to tell: stop at once (scripts/graceful-shutdown.mjs).
      SHUTDOWN_DRAIN_MS: "0",
      ...env,
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/robots.txt`, 240_000);
  // What scripts/start.ts does in the background, awaited here: the first requests measured are
  // each page's first, not each route's first since the server started.
  await warmUp(baseUrl);
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** A product page of the shirts category, for the routes measured. */
export async function firstProductPath(baseUrl: string): Promise<string> {
  const products = (await (await fetch(`${baseUrl}/api/product?category=shirts&limit=1`)).json()) as { id: string }[];
  return `/product/${products[0].id}`;
}
