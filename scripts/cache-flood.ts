// `npm run cache-flood`: what 2,000 distinct junk addresses add to the server's memory and to
// Redis (issue 27; README, Performance). Junk is what anyone can type: colours and sizes no
// product has, pages past the last, search texts that find nothing, the internal listing
// paths asked for directly, search API texts. None of it may be kept (lib/cache/kept.mjs), so
// the server's memory and Redis should stay where they were.
//
// One server with its cache in memory, then (with Redis at FLOOD_REDIS_URL, else
// 127.0.0.1:6379) one with its cache in Redis under a key prefix of its own, removed after.
// Each is first warmed (real pages, then one round of other junk, so that the JavaScript heap
// has grown to what rendering needs), then measured before and after the 2,000, each time
// after a full garbage collection (scripts/bench/heap.ts).
//
//   npm run cache-flood                     1,000 products, embedded database
//   FLOOD_SIZE=100000 SKIP_BUILD=1 npm run cache-flood
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { memoryAfterCollection, nextServerPid, type Memory } from "./bench/heap.ts";
import { buildOnce, makeCatalog, startServer, type BenchServer } from "./bench/server.ts";

const size = Number(process.env.FLOOD_SIZE || 1000);
const count = Number(process.env.FLOOD_COUNT || 2000);
const REDIS_URL = process.env.FLOOD_REDIS_URL || "redis://127.0.0.1:6379";
const CONCURRENCY = 8;
const MB = 1024 * 1024;

/** `count` distinct junk addresses, seven kinds in turn; `round` keeps rounds apart. */
function junk(round: string, lastPage: number): string[] {
  const kinds = [
    (i: number) => `/products?color=${round}c${i}`,
    (i: number) => `/products/shirts?size=${round}S${i}`,
    (i: number) => `/products?page=${lastPage + 1 + i}${round === "w" ? "&sort=price_asc" : ""}`,
    (i: number) => `/products/${round}zq${i}xv`,
    (i: number) => `/listing/all/${i + 2}/${round}/-/-`,
    (i: number) => `/listing/in/${round}x${i}/1/-/-/-`,
    (i: number) => `/api/product?q=${round}zz${i}&limit=24`,
  ];
  return Array.from({ length: count }, (_, i) => kinds[i % kinds.length](Math.floor(i / kinds.length)));
}

async function send(baseUrl: string, paths: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) {
        const response = await fetch(baseUrl + paths[next++]);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

/** The server's memory after a full collection (scripts/bench/heap.ts): what it keeps, not garbage it has yet to collect. */
async function serverMemory(server: BenchServer): Promise<Memory> {
  return memoryAfterCollection(nextServerPid(server.pid));
}

const memoryText = (before: Memory, after: Memory) =>
  `live JavaScript heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, **${mb(after.heapUsed - before.heapUsed)} added**; resident ${mb(before.rss)} → ${mb(after.rss)} (${mb(after.rss - before.rss)}); buffers ${mb(before.external)} → ${mb(after.external)}`;

async function redisBytes(prefix: string): Promise<{ used: number; keys: number; bytes: number }> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  try {
    let keys = 0;
    let bytes = 0;
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
      for (const key of batch) {
        keys += 1;
        bytes += Number((await redis.memoryUsage(key)) ?? 0);
      }
    }
    const used = Number(/used_memory:(\d+)/.exec(await redis.info("memory"))?.[1]);
    return { used, keys, bytes };
  } finally {
    await redis.close();
  }
}

async function dropPrefix(prefix: string): Promise<void> {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) if (keys.length) await redis.unlink(keys);
  await redis.close();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const statusText = (statuses: Map<number, number>) => [...statuses].map(([status, n]) => `${n} × ${status}`).join(", ");

async function warm(server: BenchServer, lastPage: number): Promise<void> {
  const real = ["/", "/products", "/products/shirts", "/products/kurta", "/products?page=2", "/products/shirts?size=M", "/api/product?q=cotton"];
  await send(server.baseUrl, real);
  await send(server.baseUrl, junk("w", lastPage));
  await settle();
}

async function main() {
  buildOnce();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-flood-"));
  const lastPage = Math.ceil(size / 24);
  const report: string[] = [
    `# Cache flood`,
    ``,
    `${new Date().toISOString()} · ${size.toLocaleString("en-IN")} products, embedded database · ${count} distinct junk addresses, ${CONCURRENCY} at a time · load average ${os.loadavg()[0].toFixed(1)}`,
    ``,
  ];
  await makeCatalog(dataDir, size);
  let server = await startServer(dataDir);
  try {
    await warm(server, lastPage);
    const before = await serverMemory(server);
    const statuses = await send(server.baseUrl, junk("f", lastPage));
    await settle();
    const after = await serverMemory(server);
    const repeat = await send(server.baseUrl, junk("f", lastPage).slice(0, 50));
    report.push(`- cache in memory: ${memoryText(before, after)} (answers: ${statusText(statuses)}; 50 of them again: ${statusText(repeat)})`);
  } finally {
    await server.stop();
  }
  const prefix = `vastra_flood_${crypto.randomBytes(4).toString("hex")}:`;
  try {
    server = await startServer(dataDir, { REDIS_URL, REDIS_KEY_PREFIX: prefix });
    try {
      await warm(server, lastPage);
      const before = await redisBytes(prefix);
      const memoryBefore = await serverMemory(server);
      const statuses = await send(server.baseUrl, junk("f", lastPage));
      await settle();
      const after = await redisBytes(prefix);
      const memoryAfter = await serverMemory(server);
      report.push(
        `- cache in Redis: this shop's keys ${before.keys} → ${after.keys}, ${mb(before.bytes)} → ${mb(after.bytes)}, **${mb(after.bytes - before.bytes)} added** (Redis used_memory ${mb(before.used)} → ${mb(after.used)}); server: ${memoryText(memoryBefore, memoryAfter)} (answers: ${statusText(statuses)})`,
      );
    } finally {
      await server.stop();
    }
  } catch (error) {
    report.push(`- cache in Redis: left out (${(error as Error).message})`);
  } finally {
    await dropPrefix(prefix).catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report.push(``, `Load average at the end ${os.loadavg()[0].toFixed(1)}.`);
  console.log(report.join("\n"));
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync("bench-results/cache-flood.md", `${report.join("\n")}\n`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`cache-flood: ${(error as Error).message}`);
    process.exit(1);
  },
);
