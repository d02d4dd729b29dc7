import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { recordBuild } from "./lib/build-state.mjs";
import { addCompileHints } from "./lib/compile-hints.mjs";

// The production build, for `npm run build` and for every test and benchmark build:
// `next build` into next.config.ts's folder (NEXT_DIST_DIR, else .next), then the compile
// hint on the scripts every page starts with (scripts/lib/compile-hints.mjs), then a stamp of
// when it started, by which the test suites tell a current build from a stale one
// (scripts/lib/build-state.mjs).
const distDir = process.env.NEXT_DIST_DIR || ".next";
const startedAt = Date.now();
const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
const result = spawnSync(process.execPath, [next, "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
addCompileHints(distDir);
recordBuild(distDir, startedAt);
