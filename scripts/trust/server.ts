import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createFreshDatabase, dropDatabase } from "../../tests/setup/database.ts";
import { ensureBuild, TEST_DIST_DIR } from "../../tests/setup/server.ts";
import { freePort, waitForHttp } from "../lib/net.ts";

// The shop as the load and crash scripts drive it: the production build (the test build
// folder, built when missing) started by `npm start`'s script on 127.0.0.1, over a
// database of its own: a fresh database on DATABASE_URL's server, else embedded PGlite in
// a new folder. The same database survives kill -9 and restarts.

export interface Target {
  kind: "postgres" | "pglite";
  dataDir: string;
  /** The database the server uses; unset for PGlite. */
  databaseUrl?: string;
  /** Removes the database and the folder. */
  discard(): Promise<void>;
}

export async function newTarget(prefix: string): Promise<Target> {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vastra-${prefix}-`));
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createFreshDatabase(serverUrl, `vastra_${prefix}`) : undefined;
  return {
    kind: databaseUrl ? "postgres" : "pglite",
    dataDir,
    databaseUrl,
    async discard() {
      if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Shop {
  baseUrl: string;
  /** SIGTERM, and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL to the whole process group (the start script and Next under it): no cleanup of any kind. */
  crash(): Promise<void>;
}

export async function startShop(target: Target, env: Record<string, string> = {}): Promise<Shop> {
  const port = Number(process.env.PORT) || (await freePort());
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    // Its own process group, so kill -9 reaches Next's process too.
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? "",
      NEXT_DIST_DIR: TEST_DIST_DIR,
      AUTH_SECRET: "trust-scripts-secret-trust-scripts-secret",
      // Every shopper of the load and crash runs signs up and orders from this machine's one
      // address, and the seller signs up directly.
      SIGNUP_LIMIT: "100000",
      ORDER_LIMIT: "100000",
      SELLER_SIGNUP: "open",
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await Promise.race([waitForHttp(`${baseUrl}/robots.txt`, 240_000), exited.then(() => Promise.reject(new Error("the shop exited while starting")))]);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
    async crash() {
      process.kill(-child.pid!, "SIGKILL");
      await exited;
      // The group's other members die with it; give the kernel a moment to free the port.
      await new Promise((resolve) => setTimeout(resolve, 300));
    },
  };
}
