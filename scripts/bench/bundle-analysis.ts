import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Where each shopper page's first-load JavaScript goes: `next analyze --output` (Turbopack's
// analyzer; no application build) into its own folder, read back route by route with
// `next analyze export`, and each module's bytes credited to the framework, to a
// dependency, or to our own code. The analyzer compresses each module on its own, so its
// figures add up to more than the whole chunks a browser receives (README.md, Performance).

const ANALYZE_DIST_DIR = ".next-analyze";
const NEXT = "node_modules/next/dist/bin/next";

/** The shopper pages, by the app route that renders them (the listings' internal paths: lib/catalog/listing-path.ts). */
const ANALYZED_PAGES: [page: string, route: RegExp][] = [
  ["/", /^\/$/],
  ["/products", /^\/listing\/all\//],
  ["/products/{category or search}", /^\/listing\/in\//],
  ["/product/{id}", /^\/product\/\[id\]$/],
];

interface Group {
  type: "group";
  kind: string;
  outputs: string[];
}

interface Part {
  type: "part";
  filename: string;
  source_path: string;
  compressed_size: number;
}

type Owner = { kind: "framework" | "dependency" | "ours"; name: string };

const FRAMEWORK = /^(next|react|react-dom|scheduler|@swc\/helpers|@next\/[^/]+)$/;

/** Who a module belongs to, by its path: Next and React, an npm package, or a folder of ours. */
function ownerOf(sourcePath: string): Owner {
  const file = sourcePath.replace(/^\[project\]\//, "");
  if (file.startsWith("[turbopack]")) return { kind: "framework", name: "Next.js and React" };
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1];
  if (pkg)
    return FRAMEWORK.test(pkg)
      ? { kind: "framework", name: "Next.js and React" }
      : { kind: "dependency", name: pkg.startsWith("@radix-ui/") ? "Radix UI" : pkg };
  return {
    kind: "ours",
    name: file
      .split("/")
      .slice(0, 2)
      .join("/")
      .replace(/\.[jt]sx?$/, ""),
  };
}

function run(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(process.execPath, [NEXT, ...args], {
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (result.status !== 0) throw new Error(`next ${args.join(" ")} failed: ${result.stderr.slice(-500)}`);
  return result.stdout;
}

export interface RouteShares {
  page: string;
  /** Gzip bytes by owner, first-load scripts only. */
  firstLoad: Map<string, { owner: Owner; bytes: number }>;
  /** Gzip bytes of the scripts the page loads only on demand (a dialog that opens, say). */
  onDemand: number;
}

function sharesOf(page: string, lines: (Group | Part | { type: string })[]): RouteShares {
  const groups = lines.filter((line): line is Group => line.type === "group");
  const scripts = (keep: (group: Group) => boolean) =>
    new Set(
      groups
        .filter(keep)
        .flatMap((group) => group.outputs)
        .filter((file) => file.startsWith("[client-fs]") && file.endsWith(".js")),
    );
  const first = scripts((group) => group.kind !== "async");
  const later = scripts((group) => group.kind === "async");
  const firstLoad = new Map<string, { owner: Owner; bytes: number }>();
  let onDemand = 0;
  for (const part of lines.filter((line): line is Part => line.type === "part")) {
    if (first.has(part.filename)) {
      const owner = ownerOf(part.source_path);
      const key = `${owner.kind}:${owner.name}`;
      firstLoad.set(key, { owner, bytes: (firstLoad.get(key)?.bytes ?? 0) + part.compressed_size });
    } else if (later.has(part.filename)) onDemand += part.compressed_size;
  }
  return { page, firstLoad, onDemand };
}

/** The routes the analyzer saw: a folder of its data each. */
function analyzedRoutes(): string[] {
  const data = path.join(ANALYZE_DIST_DIR, "diagnostics/analyze/data");
  const files = fs.readdirSync(data, { recursive: true, encoding: "utf8" }).filter((file) => path.basename(file) === "analyze.data");
  return files.map((file) => `/${path.dirname(file) === "." ? "" : path.dirname(file).split(path.sep).join("/")}`);
}

/** Runs the analyzer over the app and splits each shopper page's first-load JavaScript by owner. */
export function analyzeBundles(): RouteShares[] {
  fs.rmSync(ANALYZE_DIST_DIR, { recursive: true, force: true });
  run(["analyze", "--output", "--experimental-app-only"], { NEXT_DIST_DIR: ANALYZE_DIST_DIR });
  const routes = analyzedRoutes();
  return ANALYZED_PAGES.map(([page, pattern]) => {
    const route = routes.find((candidate) => pattern.test(candidate));
    if (!route) throw new Error(`the analyzer saw no route for ${page}`);
    const jsonLines = run(["analyze", "export", "--dist-dir", ANALYZE_DIST_DIR, "--route", route]);
    return sharesOf(
      page,
      jsonLines
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line)),
    );
  });
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The analysis as a table: one row a page; dependencies and our own folders each named with their share. */
export function bundleTable(shares: RouteShares[]): string {
  const lines = ["| page | Next.js and React | dependencies | our code | sum | loaded on demand |", "|---|---:|---|---|---:|---:|"];
  for (const { page, firstLoad, onDemand } of shares) {
    const entries = [...firstLoad.values()].sort((a, b) => b.bytes - a.bytes);
    const total = (kind: Owner["kind"]) => entries.filter((e) => e.owner.kind === kind).reduce((sum, e) => sum + e.bytes, 0);
    const named = (kind: Owner["kind"]) => {
      const list = entries.filter((e) => e.owner.kind === kind);
      return list.length ? `${kb(total(kind))}: ${list.map((e) => `${e.owner.name} ${kb(e.bytes)}`).join(", ")}` : "none";
    };
    const sum = entries.reduce((all, e) => all + e.bytes, 0);
    lines.push(`| \`${page}\` | ${kb(total("framework"))} | ${named("dependency")} | ${named("ours")} | ${kb(sum)} | ${kb(onDemand)} |`);
  }
  return lines.join("\n");
}
