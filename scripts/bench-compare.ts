// `npm run bench:compare -- <other checkout>`: this checkout's cached pages against another's
// (an earlier commit's worktree), on one machine at one time. On a shared, noisy machine two
// `npm run bench` runs minutes apart differ by more than the 5% a change may cost (issue 42:
// the product page's cached throughput), so both servers run side by side and are measured in
// turns, a few seconds each, many rounds: whatever else loads the machine weighs on both alike.
// Each checkout needs its own `npm run bench` build first (.next-bench); each server gets a
// fresh data folder, migrated and seeded by its own scripts/start.ts (the demo shop).
//
// Beside requests a second, each server's CPU time a request is read from /proc (Linux): the
// load generator shares this machine's two cores, and with a heavier page it is the client that
// tires first, so req/s alone understates what the server itself can serve.
//
//   npm run bench:compare -- ../baseline                 the product page, 12 rounds of 5 s each
//   COMPARE_ROUTES=/,/products COMPARE_ROUNDS=20 npm run bench:compare -- ../baseline
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort, waitForHttp } from "./lib/net.ts";

const other = process.argv[2];
if (!other || !fs.existsSync(path.join(other, ".next-bench", "BUILD_ID"))) {
  console.error("Give the other checkout's folder, built with `npm run bench` (it has no .next-bench build).");
  process.exit(2);
}
const rounds = Number(process.env.COMPARE_ROUNDS || 12);
// Each side on a core of its own (COMPARE_PIN=0 to leave them to the scheduler): the servers,
// which take turns, on the second core, this process (the load generator) on the first.
// Unpinned, three runs minutes apart on an idle machine gave the same two builds 0.85, 0.97
// and 1.11: whichever server shared a core with the load generator for a run lost by it.
const PINNED = process.env.COMPARE_PIN !== "0" && os.cpus().length >= 2 && hasTaskset();
const SERVER_CPU = "1";
if (PINNED) execFileSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });

function hasTaskset(): boolean {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
const seconds = Number(process.env.COMPARE_SECONDS || 5);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);

interface Server {
  name: string;
  baseUrl: string;
  child: ChildProcess;
}

async function startIn(name: string, checkout: string): Promise<Server> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-compare-"));
  const command = [process.execPath, "--import", "tsx", "scripts/start.ts"];
  const [file, ...args] = PINNED ? ["taskset", "-c", SERVER_CPU, ...command] : command;
  const child = spawn(file, args, {
    cwd: checkout,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: ".next-bench",
      DATABASE_URL: "",
      REDIS_URL: "",
      SHUTDOWN_DRAIN_MS: "0",
    },
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/robots.txt`, 300_000);
  return { name, baseUrl, child };
}

/** The same demo product on both: the first shirt by title, which the demo seed names alike in every version. */
async function productPath(server: Server): Promise<string> {
  const products = (await (await fetch(`${server.baseUrl}/api/product?category=shirts&limit=100`)).json()) as { id: string; title: string }[];
  const first = [...products].sort((a, b) => a.title.localeCompare(b.title))[0];
  return `/product/${first.id}`;
}

const TICKS_PER_SECOND = fs.existsSync("/proc/self/stat") ? Number(execFileSync("getconf", ["CLK_TCK"]).toString()) || 100 : 0;

/** CPU time (user + system, in ticks) of a process and all its descendants: the server is start.ts's child. */
function cpuTicks(rootPid: number): number {
  const stats = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command's closing parenthesis: state ppid … utime (14th) stime (15th).
        const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
        return [{ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }];
      } catch {
        return [];
      }
    });
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) {
      if (tree.has(stat.pid) || !tree.has(stat.ppid)) continue;
      tree.add(stat.pid);
      grew = true;
    }
  }
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
}

/** One turn: requests a second, and the server's CPU milliseconds a request (NaN without /proc). */
async function turn(url: string, server: Server): Promise<{ rps: number; cpuMs: number }> {
  const before = TICKS_PER_SECOND ? cpuTicks(server.child.pid!) : 0;
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  const cpuMs = TICKS_PER_SECOND ? ((cpuTicks(server.child.pid!) - before) * 1000) / TICKS_PER_SECOND / result.requests.total : NaN;
  return { rps: result.requests.average, cpuMs };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");

const servers = await Promise.all([startIn("this checkout", process.cwd()), startIn(`other (${other})`, path.resolve(other))]);
try {
  const routes = (process.env.COMPARE_ROUTES || "product").split(",");
  console.log(`load average at the start: ${load()}${PINNED ? "; servers on CPU 1, the load generator on CPU 0" : ""}`);
  console.log(
    `| route | ${servers.map((s) => `${s.name} req/s`).join(" | ")} | this ÷ other | ${servers.map((s) => `${s.name} CPU ms/request`).join(" | ")} | other ÷ this |`,
  );
  console.log(`|---|${servers.map(() => "---:").join("|")}|---:|${servers.map(() => "---:").join("|")}|---:|`);
  for (const route of routes) {
    const urls = await Promise.all(servers.map(async (s) => `${s.baseUrl}${route === "product" ? await productPath(s) : route}`));
    // Cached once asked for: each page is asked for once before it is measured.
    for (const url of urls) await autocannon({ url, connections: 4, duration: 2 });
    const figures: { rps: number; cpuMs: number }[][] = servers.map(() => []);
    for (let round = 0; round < rounds; round++) {
      // Turns change order each round, so neither server always runs right after the other.
      const order = round % 2 ? [1, 0] : [0, 1];
      for (const i of order) figures[i].push(await turn(urls[i], servers[i]));
    }
    const [mine, theirs] = figures.map((turns) => median(turns.map((t) => t.rps)));
    // A server's capacity is the inverse of its CPU a request: "other ÷ this" above 1 means this one serves more.
    const [myCpu, theirCpu] = figures.map((turns) => median(turns.map((t) => t.cpuMs)));
    console.log(
      `| ${route} | ${mine.toFixed(0)} | ${theirs.toFixed(0)} | ${(mine / theirs).toFixed(3)} | ${myCpu.toFixed(2)} | ${theirCpu.toFixed(2)} | ${(theirCpu / myCpu).toFixed(3)} |`,
    );
  }
  console.log(`load average at the end: ${load()}`);
} finally {
  for (const server of servers) server.child.kill("SIGTERM");
}
