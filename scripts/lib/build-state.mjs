import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Whether a production build was made from the sources as they are now, so that no test runs
// against old code. scripts/build.mjs records when a build started, once it has finished; a
// build is stale when any file it is made from changed after that moment (or when there is
// none, or it never finished). Tests, docs and tools outside the app are not build inputs.

/** What `next build` reads: the app's code, its styles and configuration, the schema its client is generated from, the installed packages' lock. */
const INPUTS = [
  "app",
  "components",
  "lib",
  "prisma/schema.prisma",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build.mjs",
  "scripts/lib/compile-hints.mjs",
];
const STAMP = "vastra-build.json";

/** Called by scripts/build.mjs after a successful build that started at `startedAt` (ms). */
export function recordBuild(distDir, startedAt) {
  fs.writeFileSync(path.join(distDir, STAMP), JSON.stringify({ startedAt, node: process.version }) + "\n");
}

/** The first input below `root` changed after `since`, or null. */
function newerInput(root, since) {
  const stack = [...INPUTS];
  while (stack.length > 0) {
    const entry = stack.pop();
    let stat;
    try {
      stat = fs.statSync(path.join(root, entry));
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(path.join(root, entry))) stack.push(path.join(entry, child));
    } else if (!/\.test\.tsx?$/.test(entry) && stat.mtimeMs > since) {
      return entry;
    }
  }
  return null;
}

/** Why the build in `distDir` (of the project in `root`) cannot be used as it is, or null when it is current. */
export function staleBuild(distDir, root = process.cwd()) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(distDir, STAMP), "utf8"));
  } catch {
    return fs.existsSync(path.join(distDir, "BUILD_ID")) ? "the build there never finished, or predates build stamps" : "there is no build yet";
  }
  if (stamp.node !== process.version) return `it was built with Node ${stamp.node}`;
  const changed = newerInput(root, stamp.startedAt);
  return changed ? `${changed} changed after it was built` : null;
}

/**
 * Builds into `distDir` unless the build there is current. SKIP_BUILD=1 keeps any finished
 * build, current or not, for the one who asks for it. Returns whether it built.
 */
export function ensureBuild(distDir) {
  if (process.env.SKIP_BUILD === "1" && fs.existsSync(path.join(distDir, "BUILD_ID"))) return false;
  const reason = staleBuild(distDir);
  if (!reason) return false;
  console.error(`Building into ${distDir}: ${reason}.`);
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error("next build failed");
  return true;
}
