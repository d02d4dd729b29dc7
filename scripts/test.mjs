// `npm test`: the whole suite. Runs the static checks (typecheck, lint, dead code), builds
// the production app once into .next-test, then runs Vitest (unit, integration against a
// real database, the HTTP contract against the build) and Playwright (browser tests against
// the build), and prints one total line; each failed check counts as one failure.
// DATABASE_URL set: the integration and contract suites use fresh databases on that server.
// SKIP_BUILD=1 reuses an existing .next-test build. `node scripts/test.mjs e2e` runs only
// the browser tests, `... vitest` only Vitest, `... checks` only the static checks.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BROWSER_HINT, findChromium } from "./find-browser.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next-test";
const env = { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" };
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-test-"));
const started = Date.now();
const only = process.argv.slice(2);
const wants = (suite) => only.length === 0 || only.includes(suite);

if (wants("e2e") && !findChromium()) {
  console.error(BROWSER_HINT);
  process.exit(1);
}

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  return result.status ?? 1;
}

// The package.json scripts of the same names, so that `npm run check` and this agree.
const CHECKS = ["typecheck", "lint", "knip"];
let checksPassed = 0;
let checksFailed = 0;
if (wants("checks")) {
  for (const check of CHECKS) {
    if (run(`check: ${check}`, "npm", ["run", "--silent", check]) === 0) checksPassed += 1;
    else checksFailed += 1;
  }
}
if (only.length > 0 && !wants("vitest") && !wants("e2e")) {
  console.log(`tests: ${checksPassed} passed, ${checksFailed} failed`);
  process.exit(checksFailed === 0 ? 0 : 1);
}

if (process.env.SKIP_BUILD !== "1" || !fs.existsSync(path.join(distDir, "BUILD_ID"))) {
  const status = run(`next build → ${distDir}`, process.execPath, ["scripts/build.mjs"]);
  if (status !== 0) {
    console.error(`tests: ${checksPassed} passed, ${checksFailed + 1} failed (the build failed)`);
    process.exit(status);
  }
}

const vitestReport = path.join(reports, "vitest.json");
const vitestStatus = !wants("vitest") ? 0 : run("vitest: unit, integration, api", process.execPath, [
  "node_modules/vitest/vitest.mjs",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestReport}`,
]);

const playwrightReport = path.join(reports, "playwright.json");
const e2eDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-e2e-"));
const playwrightStatus = !wants("e2e") ? 0 : run("playwright: browser tests", process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  E2E_DATA_DIR: e2eDataDir,
});
fs.rmSync(e2eDataDir, { recursive: true, force: true });

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
let passed = checksPassed;
let failed = checksFailed;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (vitestStatus !== 0) failed += 1;
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
} else if (playwrightStatus !== 0) failed += 1;
fs.rmSync(reports, { recursive: true, force: true });

const ok = vitestStatus === 0 && playwrightStatus === 0 && failed === 0;
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
