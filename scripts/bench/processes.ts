import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import pg from "pg";
import { createFreshDatabase, dropDatabase } from "../../tests/setup/database.ts";
import { roundRobinProxy } from "./proxy.ts";
import { firstProductPath, makeCatalog, startServer, type BenchServer } from "./server.ts";

// The two-process part of `npm run bench`: the same cached routes served by one process with
// its cache in memory, by one with its cache in Redis (the cost of Redis per cached page),
// by that one behind the harness's round-robin proxy (the cost of the proxy), and by two
// processes on one PostgreSQL and one Redis behind the proxy. Needs a PostgreSQL server
// (BENCH_DATABASE_URL, else DATABASE_URL, else 127.0.0.1:5432) and Redis (BENCH_REDIS_URL,
// else 127.0.0.1:6379); without them it says so and is left out.

export interface Load {
  (baseUrl: string, route: string): Promise<{ rps: number; p50: number; p99: number; errors: number }>;
}

const PG_SERVER = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";

async function missingService(): Promise<string | null> {
  const db = new pg.Client({ connectionString: PG_SERVER, connectionTimeoutMillis: 3000 });
  try {
    await db.connect();
  } catch (error) {
    return `no PostgreSQL at ${new URL(PG_SERVER).host} (${(error as Error).message})`;
  } finally {
    await db.end().catch(() => {});
  }
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `no Redis at ${new URL(REDIS_URL).host} (${(error as Error).message})`;
  } finally {
    if (redis.isOpen) await redis.close();
  }
  return null;
}

/** Sizes in Redis of the entries behind two routes, and removes every key of this run. */
async function redisEntrySizes(prefix: string, productRoute: string): Promise<string> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  const sizes: Record<string, number> = {};
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
    for (const key of keys) {
      if (key.includes("$/listing/all/1/-/-")) sizes.listing = Number(await redis.hStrLen(key, "v"));
      if (key.endsWith(`$${productRoute}`)) sizes.product = Number(await redis.hStrLen(key, "v"));
    }
    if (keys.length) await redis.unlink(keys);
  }
  await redis.close();
  const kb = (bytes?: number) => (bytes ? `${(bytes / 1024).toFixed(0)} KB` : "—");
  return `Stored in Redis (JSON, payloads in base64): the \`/products\` page ${kb(sizes.listing)}, a product page ${kb(sizes.product)}.`;
}

export async function benchProcesses(size: number, load: Load): Promise<string[]> {
  const missing = await missingService();
  if (missing) {
    console.log(`bench: the several-processes part is left out: ${missing}.`);
    return ["", "## Several processes", "", `Left out: ${missing}.`];
  }
  const databaseUrl = await createFreshDatabase(PG_SERVER, "vastra_bench");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vastra-bench-multi-`));
  const prefix = `vastra_bench_${crypto.randomBytes(4).toString("hex")}:`;
  const servers: BenchServer[] = [];
  try {
    await makeCatalog(dataDir, size, databaseUrl);
    const start = async (redis: boolean) => {
      const server = await startServer(dataDir, { DATABASE_URL: databaseUrl, ...(redis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}) });
      servers.push(server);
      return server;
    };
    const memory = await start(false);
    const productRoute = await firstProductPath(memory.baseUrl);
    const routes = ["/products", "/products/shirts?size=M&page=2", productRoute, "/api/product?q=cotton%20kurta&limit=24"];
    const columns = ["1 process, cache in memory", "1 process, cache in Redis", "1 process, Redis, via proxy", "2 processes, Redis, via proxy"];
    const cells: string[][] = routes.map(() => []);
    const measureAll = async (baseUrl: string) => {
      for (const [i, route] of routes.entries()) {
        const r = await load(baseUrl, route);
        cells[i].push(`${r.rps.toFixed(0)} · ${r.p50} · ${r.p99}${r.errors ? ` · ${r.errors} errors` : ""}`);
      }
    };
    await measureAll(memory.baseUrl);
    await memory.stop();
    servers.length = 0;

    const [first, second] = await Promise.all([start(true), start(true)]);
    await measureAll(first.baseUrl);
    const alone = await roundRobinProxy([first.baseUrl]);
    await measureAll(alone.baseUrl);
    await alone.close();
    const both = await roundRobinProxy([first.baseUrl, second.baseUrl]);
    await measureAll(both.baseUrl);
    await both.close();

    const table = [`| route (req/s · p50 ms · p99 ms) | ${columns.join(" | ")} |`, `|---|${columns.map(() => "---:").join("|")}|`];
    for (const [i, route] of routes.entries()) table.push(`| \`${route.replace(/^\/product\/.+/, "/product/{id}")}\` | ${cells[i].join(" | ")} |`);
    await Promise.all(servers.map((server) => server.stop()));
    servers.length = 0;
    const section = [
      "",
      `## Several processes (${size.toLocaleString("en-IN")} products, PostgreSQL, load average ${os.loadavg()[0].toFixed(1)})`,
      "",
      ...table,
      "",
      await redisEntrySizes(prefix, productRoute),
    ];
    console.log(section.join("\n"));
    return section;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    delete process.env.DATABASE_URL;
    await dropDatabase(PG_SERVER, databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
