// `npm start`: prepare the database (migrate, seed an empty one), close it, then hand the
// port to Next. The embedded database is closed before Next opens it: PGlite allows one
// process per directory.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { port, seedDemoData } from "../lib/config.ts";
import { database } from "../lib/db.ts";
import { prepareDatabase } from "../lib/db/prepare.ts";
import { runScript } from "./run-script.ts";

const dev = process.argv.includes("--dev");

runScript(async () => {
  const prepared = await prepareDatabase({ seed: seedDemoData() });
  await database().close();
  const seeded = prepared.seed?.products ? `, seeded ${prepared.seed.products} demo products` : "";
  console.log(`Vastra: ${prepared.kind === "pglite" ? "embedded database" : "PostgreSQL"} ready (${prepared.migrations.length} migration(s) applied${seeded}).`);

  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  // The preload puts the real peer address where the sign-in throttle reads it (see the file).
  const preload = new URL("./client-address.mjs", import.meta.url).href;
  // Idle keep-alive connections stay open 65 s, longer than the 60 s of common load
  // balancers: with Node's 5 s a client reusing a connection just as the server closed it
  // got ECONNRESET (seen once in the e2e suite; behind a balancer, as 502s).
  const serve = dev ? ["dev"] : ["start", "--keepAliveTimeout", "65000"];
  const child = spawn(process.execPath, ["--import", preload, nextBin, ...serve, "--port", port()], { stdio: "inherit", env: process.env });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const code = await new Promise<number>((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  prepared.release();
  return code;
});
