// `npm run lighthouse`: Lighthouse (mobile: emulated phone, throttled network and CPU) on
// the shopper pages (landing, listing, category, search, product, and the Hindi landing, listing
// and product pages) of the production build with the demo shop, in Debian's Chromium
// (CHROME_PATH, else the system's). Each page is asked for once first, so it is measured as
// shoppers get it: from Next's cache. The runs go round the pages in turns, so that a burst of
// other work on a shared machine falls on every page alike rather than on one page's runs.
// Scores go to stdout and bench-results/lighthouse.md.
//
//   npm run lighthouse                      median of 3 runs a page (LIGHTHOUSE_RUNS)
//   SKIP_BUILD=1 npm run lighthouse         reuse the last .next-bench build (npm run bench's)
//   LIGHTHOUSE_PAGES=/,/hi npm run lighthouse   these pages only ("product", "/hi/product": a demo shirt's page)
//   LIGHTHOUSE_JSON=bench-results/lhr npm run lighthouse   also each run's whole report, as JSON, in that folder
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./find-browser.mjs";
import { buildOnce, firstProductPath, makeCatalog, startServer } from "./bench/server.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);

interface Scores {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  failing: string[];
}

/** One Lighthouse run; a run whose trace came out broken (it happens) is tried again. */
async function runOnce(port: number, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const lhr = (await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] }))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? "no result"}`);
  }
}

/** The median of a page's runs by performance score, as Lighthouse's own docs advise: one run varies by several points. */
function medianOf(runs: Awaited<ReturnType<typeof runOnce>>[], page: string): Scores {
  runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
  const lhr = runs[Math.floor(runs.length / 2)];
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Audits that cost points, so the table says what to fix.
  const failing = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9).map((ref) => `${id}: ${ref.id}`),
  );
  return {
    page,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Scores["scores"],
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
    failing,
  };
}

function table(rows: Scores[]): string {
  const lines = ["| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |", "|---|---:|---:|---:|---:|---:|---:|---:|"];
  for (const r of rows) {
    const s = r.scores;
    lines.push(
      `| \`${r.page}\` | ${s.performance} | ${s.accessibility} | ${s["best-practices"]} | ${s.seo} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`,
    );
  }
  const failing = rows.flatMap((r) => r.failing.map((f) => `- \`${r.page}\` ${f}`));
  return [...lines, ...(failing.length ? ["", "Audits below 90:", ...failing] : [])].join("\n");
}

async function main() {
  const chromePath = process.env.CHROME_PATH || findChromium();
  if (!chromePath) throw new Error("no Chromium: set CHROME_PATH (Debian: apt-get install -y chromium)");
  buildOnce();
  const loadAtStart = os.loadavg()[0].toFixed(1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-lighthouse-"));
  await makeCatalog(dataDir, 0);
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  try {
    const product = await firstProductPath(server.baseUrl);
    // Hindi pages meet the same budgets (issue 46): its landing, listing and product pages.
    const pages = (process.env.LIGHTHOUSE_PAGES || "/,/products,/products/shirts,/products/kurta,product,/hi,/hi/products,/hi/product")
      .split(",")
      .map((page) => page.replace(/\/?product$/, product));
    for (const page of pages) await (await fetch(server.baseUrl + page)).arrayBuffer();
    const runs = new Map(pages.map((page) => [page, [] as Awaited<ReturnType<typeof runOnce>>[]]));
    const jsonDir = process.env.LIGHTHOUSE_JSON;
    if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
    for (let i = 0; i < RUNS; i += 1)
      for (const page of pages) {
        const lhr = await runOnce(chrome.port, server.baseUrl + page);
        runs.get(page)!.push(lhr);
        if (jsonDir)
          fs.writeFileSync(path.join(jsonDir, `${page.replace(/\/product\/.+/, "/product").replace(/\//g, "_") || "_"}-${i + 1}.json`), JSON.stringify(lhr));
      }
    const rows = pages.map((page) => medianOf(runs.get(page)!, page.replace(/\/product\/.+/, "/product/{id}")));
    const report = [
      `# Lighthouse (mobile)`,
      ``,
      `${new Date().toISOString()} · load average ${loadAtStart} at the start, ${os.loadavg()[0].toFixed(1)} at the end · median of ${RUNS} runs · Lighthouse ${createRequire(import.meta.url)("lighthouse/package.json").version} · ${chromePath}`,
      ``,
      table(rows),
    ].join("\n");
    console.log(report);
    fs.mkdirSync("bench-results", { recursive: true });
    fs.writeFileSync("bench-results/lighthouse.md", `${report}\n`);
  } finally {
    await chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`lighthouse: ${(error as Error).message}`);
    process.exit(1);
  },
);
