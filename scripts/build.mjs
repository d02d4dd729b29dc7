import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { addCompileHints } from "./lib/compile-hints.mjs";

// The production build, for `npm run build` and for every test and benchmark build:
// `next build` into next.config.ts's folder (NEXT_DIST_DIR, else .next), then the compile
// hint on the scripts every page starts with (scripts/lib/compile-hints.mjs).
const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
const result = spawnSync(process.execPath, [next, "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
addCompileHints(process.env.NEXT_DIST_DIR || ".next");
