import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild as ensureBuildIn } from "../../scripts/lib/build-state.mjs";
import { freePort, waitForHttp } from "../../scripts/lib/net.ts";
import { TEST_PASSWORD_HASH_COST } from "../../scripts/lib/password-cost.mjs";

export const TEST_DIST_DIR = process.env.NEXT_DIST_DIR || ".next-test";

/** Preloaded into each server and the Next process it starts: PGlite's WebAssembly at V8's baseline compiler (see the file). */
const LIFTOFF_ONLY = `--import ${new URL("../../scripts/lib/liftoff-only.mjs", import.meta.url).href}`;

/**
 * The environment variable naming a migrated embedded-database folder (tests/setup/api-global.ts):
 * a server on the embedded database starts from a copy of it, so it only checks the migrations
 * instead of applying them all. Starting on an empty one stays tested: the browser tests'
 * server, tests/unit/startup.test.ts and tests/integration/migrate.test.ts.
 */
export const PGLITE_TEMPLATE_DIR = "VASTRA_TEST_PGLITE_TEMPLATE_DIR";

/** Builds the production app into the test folder unless the build there is current (SKIP_BUILD=1 keeps any). */
export function ensureBuild(): void {
  ensureBuildIn(TEST_DIST_DIR);
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The process started: `npm` itself with `viaNpm`, else the node process of scripts/start.ts. */
  child: ChildProcess;
  /** Everything it printed so far (with `captureOutput`). */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Start it as a platform would, with `npm start` (in a process group of its own). */
  viaNpm?: boolean;
  /** Keep what it prints (still shown as it comes). */
  captureOutput?: boolean;
}

/** Starts `npm start`'s script on a free port with its own data folder, and waits until it answers. */
export async function startServer(env: Record<string, string | undefined> = {}, options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vastra-srv-"));
  const embedded = !("DATABASE_URL" in env ? env.DATABASE_URL : process.env.DATABASE_URL);
  const template = process.env[PGLITE_TEMPLATE_DIR];
  if (embedded && !env.DATA_DIR && template) fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  const [command, args] = options.viaNpm ? ["npm", ["start", "--silent"]] : [process.execPath, ["--import", "tsx", "scripts/start.ts"]];
  const child: ChildProcess = spawn(command, args, {
    stdio: ["ignore", options.captureOutput ? "pipe" : "inherit", options.captureOutput ? "pipe" : "inherit"],
    detached: options.viaNpm,
    // No load balancer to tell: no drain on SIGTERM unless a test asks for one (scripts/graceful-shutdown.mjs).
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: TEST_DIST_DIR,
      SHUTDOWN_DRAIN_MS: "0",
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${LIFTOFF_ONLY}`.trim(),
      ...env,
    },
  });
  let printed = "";
  for (const [stream, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream?.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
      to.write(chunk);
    });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => child.on("exit", (code) => reject(new Error(`test server exited with ${code}`))));
  await Promise.race([waitForHttp(`${baseUrl}/robots.txt`, 180_000), exited]);
  return {
    baseUrl,
    dataDir,
    child,
    output: () => printed,
    async stop() {
      if (child.exitCode === null) {
        const done = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
