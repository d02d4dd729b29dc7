// `npm run bench`: how fast the storefront is at catalog scale, on this machine.
// For each catalog size (BENCH_SIZES, default 1000 and 100000 products) it makes a fresh
// data folder, seeds the demo shop, bulk-inserts synthetic products with SQL, starts the
// production server and measures each route with autocannon, beside a static file from the
// same server as the baseline. Pages and search answers come from Next's cache once asked
// for, so it also times first requests, which the cache cannot help: pages and searches
// nobody asked for before. Then the first-load JavaScript of the shopper pages. Tables go
// to stdout and bench-results/latest.md.
//
//   npm run bench                           both sizes, 32 connections, 10 s per route
//   BENCH_SIZES=100000 BENCH_SECONDS=20 npm run bench
//   SKIP_BUILD=1 npm run bench              reuse the last .next-bench build
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { COLORS, KINDS, MATERIALS } from "./bench/catalog.ts";
import { buildOnce, firstProductPath, makeCatalog, startServer } from "./bench/server.ts";

const sizes = (process.env.BENCH_SIZES || "1000,100000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);

interface RouteResult {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
}

/** The scripts a first visit loads, gzip-compressed, in KB. `noModule` polyfills are left out: browsers with modules skip them. */
async function firstLoadJs(baseUrl: string, route: string): Promise<number> {
  const html = await (await fetch(baseUrl + route)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/noModule/i.test(m[0])).map((m) => m[1]);
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

interface Timing {
  what: string;
  count: number;
  p50: number;
  p95: number;
}

/** Requests one after another (the latency one shopper sees), each timed; p50 and p95. */
async function timeEach(baseUrl: string, what: string, paths: string[]): Promise<Timing> {
  const times: number[] = [];
  for (const route of paths) {
    const started = performance.now();
    const response = await fetch(baseUrl + route);
    await response.arrayBuffer();
    if (response.status >= 500) throw new Error(`${route} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))];
  return { what, count: times.length, p50: at(0.5), p95: at(0.95) };
}

/** Search texts nobody has asked for yet in this run: material and kind pairs, then misspelt ones. */
function freshSearches(): string[] {
  const pairs = MATERIALS.flatMap((m) => KINDS.map(([kind]) => `${m} ${kind}`.toLowerCase()));
  const typos = MATERIALS.map((m) => m.toLowerCase().replace(/[aeiou](?=[^aeiou]*$)/, ""));
  return [...pairs.filter((_, i) => i % 7 === 0), ...typos, ...COLORS.map((c) => `${c.toLowerCase()} kurta`)];
}

function routeTable(rows: RouteResult[]): string {
  const lines = ["| route | req/s | p50 ms | p99 ms | errors | × static |", "|---|---:|---:|---:|---:|---:|"];
  for (const r of rows) {
    lines.push(`| \`${r.route}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio === undefined ? "—" : r.ratio.toFixed(2)} |`);
  }
  return lines.join("\n");
}

function timingTable(rows: Timing[]): string {
  const lines = ["| one client, one request at a time | requests | p50 ms | p95 ms |", "|---|---:|---:|---:|"];
  for (const t of rows) lines.push(`| ${t.what} | ${t.count} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} |`);
  return lines.join("\n");
}

async function firstLoadReport(baseUrl: string, productRoute: string): Promise<string> {
  const rows = ["| page | first-load JS (gzip) |", "|---|---:|"];
  for (const route of ["/", "/products", "/products/shirts", productRoute, "/cart", "/address", "/login", "/register", "/profile", "/search"]) {
    rows.push(`| \`${route.replace(/^\/product\/.+/, "/product/{id}")}\` | ${(await firstLoadJs(baseUrl, route)).toFixed(1)} KB |`);
  }
  return [``, `## First-load JavaScript`, ``, ...rows].join("\n");
}

/** Measures one catalog size into the report; with `withJs`, returns the first-load JavaScript table too. */
async function benchSize(size: number, report: string[], withJs: boolean): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vastra-bench-${size}-`));
  await makeCatalog(dataDir, size);
  const server = await startServer(dataDir);
  const { baseUrl } = server;
  try {
    const productRoute = await firstProductPath(baseUrl);
    const searches = freshSearches();
    const half = Math.floor(searches.length / 2);
    // First requests: nothing below was asked for before, so each is rendered or queried.
    const cold = [
      await timeEach(baseUrl, "listing page, first request (`/products?page=2…21`)", Array.from({ length: 20 }, (_, i) => `/products?page=${i + 2}`)),
      await timeEach(baseUrl, "category page, first request (`/products/shirts?page=2…21`)", Array.from({ length: 20 }, (_, i) => `/products/shirts?page=${i + 2}`)),
      await timeEach(baseUrl, "listing by price, first request (`/products?sort=price_asc&page=2…21`)", Array.from({ length: 20 }, (_, i) => `/products?sort=price_asc&page=${i + 2}`)),
      await timeEach(baseUrl, "category by price, first request (`/products/shirts?sort=price_desc&page=2…21`)", Array.from({ length: 20 }, (_, i) => `/products/shirts?sort=price_desc&page=${i + 2}`)),
      await timeEach(baseUrl, "sorted API, first request (`/api/product?sort=price_asc&offset=…`)", Array.from({ length: 20 }, (_, i) => `/api/product?sort=price_asc&limit=24&offset=${(i + 1) * 24}`)),
      await timeEach(baseUrl, "search page, first request (`/products/{text}`)", searches.slice(0, half).map((q) => `/products/${encodeURIComponent(q)}`)),
      await timeEach(baseUrl, "search API, first request (`/api/product?q=…`)", searches.slice(half).map((q) => `/api/product?q=${encodeURIComponent(q)}&limit=24`)),
    ];
    const warmTerms = ["kurta", "chikankri", "leather shoes", "blue shirt", "cotton", "sneekers"];
    const warm = await timeEach(
      baseUrl,
      "search API, repeated texts (6 texts, 200 requests)",
      Array.from({ length: 200 }, (_, i) => `/api/product?q=${encodeURIComponent(warmTerms[i % warmTerms.length])}&limit=24`),
    );

    const staticPath = await staticFilePath(baseUrl);
    const routes = ["/", "/products", "/products/shirts", "/products/shirts?size=M&page=2", "/products?sort=price_asc", "/products/shirts?sort=price_desc&page=2", productRoute, "/products/kurta", "/api/product?q=cotton%20kurta&limit=24"];
    const baseline = await measure(baseUrl, staticPath);
    const rows: RouteResult[] = [{ ...baseline, route: `static: ${staticPath.split("/").pop()}` }];
    for (const route of routes) {
      const result = await measure(baseUrl, route);
      rows.push({ ...result, ratio: result.rps / baseline.rps });
    }
    const section = [``, `## ${size.toLocaleString("en-IN")} products`, ``, routeTable(rows), ``, timingTable([...cold, warm])];
    console.log(section.join("\n"));
    report.push(...section);
    return withJs ? await firstLoadReport(baseUrl, productRoute) : "";
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  buildOnce();
  const report: string[] = [
    `# Benchmark`,
    ``,
    `${new Date().toISOString()} · ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the start · ${connections} connections · ${seconds} s per route · embedded PGlite`,
  ];
  let js = "";
  for (const [i, size] of sizes.entries()) {
    const table = await benchSize(size, report, i === 0);
    if (table) js = table;
  }
  console.log(js);
  report.push(js);
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
