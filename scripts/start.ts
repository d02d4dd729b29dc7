// `npm start`: prepare the database (migrate, seed an empty one), close it, then hand the
// port to Next. The embedded database is closed before Next opens it: PGlite allows one
// process per directory. SIGTERM or SIGINT go on to Next, which finishes its requests
// (scripts/graceful-shutdown.mjs); this process exits with it.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import v8 from "node:v8";
import { backgroundWork, port, seedDemoData, sellerSignup } from "../lib/config.ts";
import { database } from "../lib/db.ts";
import { prepareDatabase, sharedStoreWarning, StartupError } from "../lib/startup/prepare.ts";
import { whenParentGone } from "./lib/parent-watch.mjs";
import { runScript } from "./run-script.ts";

const dev = process.argv.includes("--dev");
// Beyond the server's own grace period (25 s), so that it is the one to cut requests short.
const KILL_AFTER_MS = 30_000;

// This process only prepares the database and then waits for Next: the embedded database's
// WebAssembly stays at V8's baseline compiler here, whose code is slower but costs far less to
// make (a start on a migrated database: 3.2 s of CPU instead of 4.8). Set before PGlite compiles it.
v8.setFlagsFromString("--liftoff-only");

runScript(async () => {
  // A mistyped setting stops the start in one line rather than failing the first sign-up.
  try {
    sellerSignup();
    backgroundWork();
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
  const prepared = await prepareDatabase({ seed: seedDemoData() });
  await database().close();
  const seeded = prepared.seed?.products ? `, seeded ${prepared.seed.products} demo products` : "";
  console.log(
    `Vastra: ${prepared.kind === "pglite" ? "embedded database" : "PostgreSQL"} ready (${prepared.migrations.length} migration(s) applied${seeded}).`,
  );

  const warning = sharedStoreWarning();
  if (warning) console.warn(`Vastra: ${warning}`);

  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  // The preloads put the real peer address where the sign-in throttle reads it, and take
  // over SIGTERM/SIGINT from Next for a bounded, complete shutdown (see each file).
  const preloads = ["./client-address.mjs", ...(dev ? [] : ["./graceful-shutdown.mjs"])].flatMap((file) => ["--import", new URL(file, import.meta.url).href]);
  // Idle keep-alive connections stay open 65 s, longer than the 60 s of common load
  // balancers: with Node's 5 s a client reusing a connection just as the server closed it
  // got ECONNRESET (seen once in the e2e suite; behind a balancer, as 502s).
  const serve = dev ? ["dev"] : ["start", "--keepAliveTimeout", "65000"];
  const child = spawn(process.execPath, [...preloads, nextBin, ...serve, "--port", port()], {
    stdio: "inherit",
    env: dev ? process.env : { ...process.env, NEXT_MANUAL_SIG_HANDLE: "1" },
  });
  let killTimer: NodeJS.Timeout | undefined;
  const forward = (signal: NodeJS.Signals) => {
    // A platform may signal every process of the group at once: Next hears it once from here.
    if (killTimer) return;
    child.kill(signal);
    killTimer = setTimeout(() => child.kill("SIGKILL"), KILL_AFTER_MS);
  };
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  whenParentGone(() => forward("SIGTERM"));
  const code = await new Promise<number>((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  clearTimeout(killTimer);
  prepared.release();
  return code;
});
