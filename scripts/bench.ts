// `npm run bench`: how fast the storefront is at catalog scale, on this machine.
// For each catalog size (BENCH_SIZES, default 1000 and 100000 products) it makes a fresh
// data folder, seeds the demo shop, bulk-inserts synthetic products with SQL, starts the
// production server and measures each route with autocannon, beside a static file from the
// same server as the baseline. Then it measures the first-load JavaScript of the shopper
// pages. Tables go to stdout and bench-results/latest.md.
//
//   npm run bench                           both sizes, 32 connections, 10 s per route
//   BENCH_SIZES=100000 BENCH_SECONDS=20 npm run bench
//   SKIP_BUILD=1 npm run bench              reuse the last .next-bench build
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { database } from "../lib/db.ts";
import { prepareDatabase } from "../lib/db/prepare.ts";
import { bulkInsertProducts } from "./bench/catalog.ts";
import { freePort, waitForHttp } from "./lib/net.ts";

const sizes = (process.env.BENCH_SIZES || "1000,100000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);
const distDir = ".next-bench";

interface RouteResult {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
}

function build() {
  if (process.env.SKIP_BUILD === "1" && fs.existsSync(path.join(distDir, "BUILD_ID"))) return;
  console.log(`building into ${distDir} …`);
  const result = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
}

async function makeCatalog(dataDir: string, count: number): Promise<void> {
  process.env.DATA_DIR = dataDir;
  const prepared = await prepareDatabase({ seed: true });
  const started = Date.now();
  const inserted = await bulkInsertProducts(database().sql, Math.max(0, count - (await database().prisma.product.count())));
  await database().sql.exec("ANALYZE");
  await database().close();
  delete (globalThis as { __vastraDb?: unknown }).__vastraDb;
  prepared.release();
  console.log(`catalog: ${inserted} synthetic products inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function startServer(dataDir: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, DATABASE_URL: "" },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/robots.txt`, 240_000);
  return { baseUrl, child };
}

async function firstProductPath(baseUrl: string): Promise<string> {
  const products = (await (await fetch(`${baseUrl}/api/product?category=shirts&limit=1`)).json()) as { id: string }[];
  return `/product/${products[0].id}`;
}

/** The scripts a first visit loads, gzip-compressed, in KB. */
async function firstLoadJs(baseUrl: string, route: string): Promise<number> {
  const html = await (await fetch(baseUrl + route)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]);
  let bytes = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    bytes += zlib.gzipSync(body, { level: 9 }).length;
  }
  return bytes / 1024;
}

async function staticFilePath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/products`)).text();
  const match = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html);
  if (!match) throw new Error("no static chunk found on /products");
  return match[1];
}

async function measure(baseUrl: string, route: string): Promise<RouteResult> {
  const url = baseUrl + route;
  await autocannon({ url, connections: 4, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** p95 of the search API at low concurrency: the latency a shopper sees. */
async function searchP95(baseUrl: string, terms: string[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const started = performance.now();
    await (await fetch(`${baseUrl}/api/product?q=${encodeURIComponent(terms[i % terms.length])}&limit=24`)).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length * 0.95)];
}

function table(rows: RouteResult[]): string {
  const lines = ["| route | req/s | p50 ms | p99 ms | errors | × static |", "|---|---:|---:|---:|---:|---:|"];
  for (const r of rows) {
    lines.push(`| \`${r.route}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio === undefined ? "—" : r.ratio.toFixed(2)} |`);
  }
  return lines.join("\n");
}

async function main() {
  build();
  const report: string[] = [
    `# Benchmark`,
    ``,
    `${new Date().toISOString()} · ${os.cpus().length} cores · ${connections} connections · ${seconds} s per route · embedded PGlite`,
  ];
  let jsReport = "";
  for (const size of sizes) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vastra-bench-${size}-`));
    await makeCatalog(dataDir, size);
    const { baseUrl, child } = await startServer(dataDir);
    try {
      const staticPath = await staticFilePath(baseUrl);
      const routes = ["/", "/products", "/products/shirts", await firstProductPath(baseUrl), "/products/kurta", "/api/product?q=cotton%20kurta&limit=24"];
      const baseline = await measure(baseUrl, staticPath);
      const rows: RouteResult[] = [{ ...baseline, route: `static: ${staticPath.split("/").pop()}` }];
      for (const route of routes) {
        const result = await measure(baseUrl, route);
        rows.push({ ...result, ratio: result.rps / baseline.rps });
      }
      const p95 = await searchP95(baseUrl, ["kurta", "chikankri", "leather shoes", "blue shirt", "cotton", "sneekers"]);
      const section = [``, `## ${size.toLocaleString("en-IN")} products`, ``, table(rows), ``, `Search API p95 (one client, 200 requests): ${p95.toFixed(1)} ms`];
      console.log(section.join("\n"));
      report.push(...section);
      if (!jsReport) {
        const productRoute = routes[3];
        const jsRows = ["| page | first-load JS (gzip) |", "|---|---:|"];
        for (const route of ["/", "/products", "/products/shirts", productRoute, "/cart", "/address", "/login", "/register", "/profile", "/search"]) {
          jsRows.push(`| \`${route}\` | ${(await firstLoadJs(baseUrl, route)).toFixed(1)} KB |`);
        }
        jsReport = [``, `## First-load JavaScript`, ``, ...jsRows].join("\n");
      }
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(jsReport);
  report.push(jsReport);
  fs.mkdirSync("bench-results", { recursive: true });
  fs.writeFileSync("bench-results/latest.md", `${report.join("\n")}\n`);
  console.log(`\nwritten to bench-results/latest.md`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`bench: ${(error as Error).message}`);
    process.exit(1);
  },
);
