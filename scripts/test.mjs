// `npm test`: the whole suite, in parallel lanes, and one total line at the end (a failed
// static check counts as one failure).
//
//   checks          lint, knip, format:check, then typecheck (with the build's route types, once it is made)
//   build           the production build in .next-test, unless it is current (scripts/lib/build-state.mjs)
//   e2e data        the demo shop seeded once into the browser tests' data folder
//   unit+integration  Vitest: pure code, and lib/ on a copy of a migrated database per file
//   api             Vitest: the HTTP contract against the build        (after build)
//   e2e             Playwright against the build, seeded data folder   (after build and e2e data)
//
// The first four start at once; the API and browser suites share the one build. Each lane's
// output goes to a log file; a lane that fails prints its log at the end. DATABASE_URL set:
// the database suites use databases of their own on that server. SKIP_BUILD=1 keeps an
// existing .next-test build as it is; KEEP_RUN_DIR=1 keeps every lane's log and report (Vitest's
// per-file durations) after a run that passed too. Arguments pick lanes: `node scripts/test.mjs e2e` runs
// only the browser tests (with their build and data), `checks`, `unit`, `integration`, `api`
// likewise, `vitest` the three Vitest projects; arguments after `--` go to Vitest (to Playwright
// for `e2e` alone).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BROWSER_HINT, findChromium } from "./find-browser.mjs";
import { staleBuild } from "./lib/build-state.mjs";
import { TEST_PASSWORD_HASH_COST } from "./lib/password-cost.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next-test";
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-test-"));
// The suites use the build made here as it is (SKIP_BUILD), never one of their own. Images
// are encoded once a run (lib/images/encode-cache.ts): the demo shop is seeded three times.
const env = {
  ...process.env,
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: "1",
  SKIP_BUILD: "1",
  FORCE_COLOR: "0",
  IMAGE_ENCODE_CACHE: path.join(runDir, "encoded-images"),
};
const started = Date.now();

const LANES = ["checks", "unit", "integration", "api", "e2e"];
// Arguments after `--` go to every Vitest lane (.ci/run: --exclude), or to Playwright when the
// browser lane is the only one asked for (`node scripts/test.mjs e2e -- tests/e2e/cart.spec.ts`;
// a file of the shop-wide projects needs --no-deps too, or the projects before it run whole).
const dashes = process.argv.indexOf("--");
const vitestExtra = dashes === -1 ? [] : process.argv.slice(dashes + 1);
const asked = process.argv.slice(2, dashes === -1 ? undefined : dashes).flatMap((arg) => (arg === "vitest" ? ["unit", "integration", "api"] : [arg]));
const playwrightExtra = asked.length === 1 && asked[0] === "e2e" ? vitestExtra : [];
const unknown = asked.filter((lane) => !LANES.includes(lane));
if (unknown.length > 0) {
  console.error(`Unknown lane ${unknown.join(", ")}; the lanes are ${LANES.join(", ")} (and vitest).`);
  process.exit(2);
}
const wants = (lane) => asked.length === 0 || asked.includes(lane);

if (wants("e2e") && !findChromium({ headlessShell: true })) {
  console.error(BROWSER_HINT);
  process.exit(1);
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * CPU seconds (user and system) of every child process finished so far, grandchildren
 * included: Linux counts them in /proc/self/stat (in 1/100 s). A lane's CPU time does not
 * depend on what else the machine is doing, its wall time does. Null elsewhere.
 */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuSeen = childrenCpuSeconds();

/**
 * The whole machine's busy and total CPU time so far (/proc/stat, in 1/100 s), whoever used
 * it: the lanes' own count misses processes that left their parents (Chromium's helpers,
 * servers started detached) and counts nothing of other work on the machine. Null elsewhere.
 */
function machineCpu() {
  try {
    const [, ...fields] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const ticks = fields.slice(0, 8).map(Number);
    const idle = ticks[3] + ticks[4];
    const total = ticks.reduce((sum, n) => sum + n, 0);
    return { busy: (total - idle) / 100, total: total / 100 };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();
const laneCpu = {};
const loadAverage = () => os.loadavg()[0].toFixed(1);
const results = [];

/**
 * How much each lane yields the CPU (a niceness, inherited by everything it starts). The API
 * suite is one file after another, each waiting on a server: on a busy machine every request
 * waited for a core, and it finished last, alone, with a core idle. The build and the browser
 * data hold up the two suites after them. The static checks and the unit and integration tests
 * hold up nothing and take the CPU the others leave.
 */
const NICENESS = { checks: 10, "unit+integration": 10, unit: 10, integration: 10, e2e: 5 };

/** Runs one command of a lane with its output to the lane's log; resolves to its exit status. */
function run(lane, command, args, extraEnv = {}) {
  const log = fs.openSync(path.join(runDir, `${lane}.log`), "a");
  fs.writeSync(log, `$ ${command} ${args.join(" ")}\n`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", log, log], env: { ...env, ...extraEnv } });
    if (NICENESS[lane] && child.pid) {
      try {
        os.setPriority(child.pid, NICENESS[lane]);
      } catch {
        // Not allowed here: the lane runs at the usual priority.
      }
    }
    child.on("error", (error) => {
      fs.writeSync(log, `${error.message}\n`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      const cpu = childrenCpuSeconds();
      if (cpu !== null) laneCpu[lane] = (laneCpu[lane] ?? 0) + cpu - cpuSeen;
      cpuSeen = cpu;
      fs.closeSync(log);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Times a lane, says when it starts and ends, and keeps its outcome for the summary. */
async function lane(name, work) {
  const from = Date.now();
  console.log(`▶ ${name} (load average ${loadAverage()})`);
  const outcome = await work();
  const result = { name, ms: Date.now() - from, load: loadAverage(), ...outcome };
  result.cpu = outcome.log ? laneCpu[outcome.log] : undefined;
  results.push(result);
  console.log(
    `${result.ok ? "✓" : "✗"} ${name}: ${seconds(result.ms)}${cpuText(result)}${result.note ? `, ${result.note}` : ""} (load average ${result.load})`,
  );
  return result;
}

const cpuText = (result) => (result.cpu === undefined ? "" : ` (${Math.round(result.cpu)} s of CPU)`);

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Vitest's counts from its JSON report, or one failure when it left none. */
async function vitest(name, projects) {
  const report = path.join(runDir, `${name}.json`);
  const args = ["node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  for (const project of projects) args.push("--project", project);
  args.push(...vitestExtra);
  const status = await run(name, process.execPath, args);
  const json = readJson(report);
  if (!json) return { ok: false, passed: 0, failed: 1, skipped: 0, note: "no report" };
  const counts = { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
  return {
    ok: status === 0 && counts.failed === 0,
    ...counts,
    failed: status !== 0 ? Math.max(counts.failed, 1) : counts.failed,
    note: `${json.numTotalTests} tests`,
  };
}

// The package.json scripts of the same names, so that `npm run check` and this agree.
const CHECKS = ["lint", "knip", "format:check", "typecheck"];

/**
 * A tsconfig for `npm run typecheck`'s files plus the route types the build beside it wrote
 * (what `next build` checks, left to this lane when both run: BUILD_TYPECHECK=0, next.config.ts).
 * Other build folders stay out: one being written could hand tsc a half-written file.
 */
function typecheckWithBuildTypes() {
  const root = process.cwd();
  const otherBuilds = fs.readdirSync(root).filter((name) => name.startsWith(".next") && name !== distDir);
  const file = path.join(runDir, "tsconfig.typecheck.json");
  const config = {
    extends: path.join(root, "tsconfig.typecheck.json"),
    include: ["**/*.ts", "**/*.tsx", `${distDir}/types/**/*.ts`].map((glob) => path.join(root, glob)),
    exclude: ["node_modules", ".data", "test-results", "playwright-report", "next-env.d.ts", ...otherBuilds].map((name) => path.join(root, name)),
  };
  fs.writeFileSync(file, JSON.stringify(config));
  return file;
}

async function checks(built) {
  let passed = 0;
  const failedChecks = [];
  for (const check of CHECKS) {
    let status;
    if (check === "typecheck" && built && (await built).ok && fs.existsSync(path.join(distDir, "types"))) {
      status = await run("checks", process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", typecheckWithBuildTypes()]);
    } else {
      status = await run("checks", "npm", ["run", "--silent", check]);
    }
    if (status === 0) passed += 1;
    else failedChecks.push(check);
  }
  return {
    ok: failedChecks.length === 0,
    passed,
    failed: failedChecks.length,
    skipped: 0,
    note: failedChecks.length ? `failed: ${failedChecks.join(", ")}` : "",
  };
}

const needsBuild = wants("api") || wants("e2e");
const stale = !needsBuild ? null : process.env.SKIP_BUILD === "1" && fs.existsSync(path.join(distDir, "BUILD_ID")) ? null : staleBuild(distDir);
const build = !stale
  ? Promise.resolve({ ok: true })
  : lane(`build into ${distDir} (${stale})`, async () => {
      // With the checks lane, the types are checked there (checks() below), once.
      const ok = (await run("build", process.execPath, ["scripts/build.mjs"], wants("checks") ? { BUILD_TYPECHECK: "0" } : {})) === 0;
      return { ok, passed: 0, failed: ok ? 0 : 1, skipped: 0, log: "build" };
    });

// The browser tests' data folder, seeded once, beside the build; their server finds it ready.
const e2eDataDir = path.join(runDir, "e2e-data");
const E2E_SECRET = "e2e-test-secret-e2e-test-secret-e2e-test";
const e2eData = !wants("e2e")
  ? Promise.resolve({ ok: true })
  : lane("e2e data: the demo shop", async () => {
      const ok =
        (await run("e2e-data", process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
          DATA_DIR: e2eDataDir,
          DATABASE_URL: "",
          AUTH_SECRET: E2E_SECRET,
          // The browser tests sign in as the demo accounts often; their server hashes at this cost too.
          PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
        })) === 0;
      return { ok, passed: 0, failed: ok ? 0 : 1, skipped: 0, log: "e2e-data" };
    });

const lanes = [build, e2eData];
// The type check comes last, after the build when there is one, to take in its route types.
if (wants("checks")) lanes.push(lane("checks: lint, knip, format, typecheck", async () => ({ ...(await checks(needsBuild ? build : null)), log: "checks" })));
const vitestProjects = ["unit", "integration"].filter(wants);
if (vitestProjects.length > 0) {
  const name = vitestProjects.join("+");
  lanes.push(lane(name, async () => ({ ...(await vitest(name, vitestProjects)), log: name })));
}
if (wants("api")) {
  lanes.push(
    build.then((built) => (built.ok ? lane("api (after the build)", async () => ({ ...(await vitest("api", ["api"])), log: "api" })) : skippedLane("api"))),
  );
}
if (wants("e2e")) {
  lanes.push(
    Promise.all([build, e2eData]).then(([built, data]) =>
      built.ok && data.ok
        ? lane("e2e (after the build and the data)", async () => {
            const report = path.join(runDir, "e2e.json");
            const status = await run("e2e", process.execPath, ["node_modules/@playwright/test/cli.js", "test", "--reporter=list,json", ...playwrightExtra], {
              PLAYWRIGHT_JSON_OUTPUT_NAME: report,
              E2E_DATA_DIR: e2eDataDir,
            });
            const json = readJson(report);
            if (!json) return { ok: false, passed: 0, failed: 1, skipped: 0, note: "no report", log: "e2e" };
            const { expected, unexpected, flaky, skipped } = json.stats;
            const failed = unexpected + flaky;
            return {
              ok: status === 0 && failed === 0,
              passed: expected,
              failed: status !== 0 ? Math.max(failed, 1) : failed,
              skipped,
              note: `${expected + failed + skipped} tests`,
              log: "e2e",
            };
          })
        : skippedLane("e2e"),
    ),
  );
}

function skippedLane(name) {
  const result = { name: `${name} (not run: the build or its data failed)`, ms: 0, ok: false, passed: 0, failed: 1, skipped: 0 };
  results.push(result);
  console.log(`✗ ${result.name}`);
  return result;
}

await Promise.all(lanes);

let passed = 0;
let failed = 0;
let skipped = 0;
for (const result of results) {
  passed += result.passed ?? 0;
  failed += result.failed ?? 0;
  skipped += result.skipped ?? 0;
}
for (const result of results.filter((r) => !r.ok && r.log)) {
  console.log(`\n──────── ${result.name}: its output ────────`);
  process.stdout.write(fs.readFileSync(path.join(runDir, `${result.log}.log`), "utf8"));
}
const ok = results.every((r) => r.ok) && failed === 0;
if (ok && !process.env.KEEP_RUN_DIR) fs.rmSync(runDir, { recursive: true, force: true });
else console.log(`\nEvery lane's output: ${runDir}`);
console.log(
  `\nnpm test took ${seconds(Date.now() - started)} (load average now ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ")})`,
);
for (const result of [...results].sort((a, b) => b.ms - a.ms)) console.log(`  ${result.name}: ${seconds(result.ms)}${cpuText(result)}`);
const cpuTotal = childrenCpuSeconds();
if (cpuTotal !== null) console.log(`  CPU time of all lanes: ${Math.round(cpuTotal)} s on ${os.availableParallelism()} cores`);
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const share = busy / (machineAtEnd.total - machineAtStart.total);
  console.log(`  the machine's CPU meanwhile: ${Math.round(busy)} s busy, ${Math.round(share * 100)}% of what its cores had`);
}
console.log(`tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
