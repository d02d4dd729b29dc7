// Preloaded into the Next server by scripts/start.ts (`node --import`), which also sets
// NEXT_MANUAL_SIG_HANDLE so that this file, not Next, answers SIGTERM and SIGINT. Next's own
// handler closes every idle connection at once (a request whose bytes are still on their
// way is lost), leaves the database pool and Redis to the exit and never bounds the wait.
//
// Here: stop listening; answer every request on the connections already open, each
// response closing its connection; once none has been running for QUIET_MS (bytes already
// sent on an open connection arrive and start within it), close what is left; give up
// waiting after GRACE_MS (25 s, under the 30 s most platforms allow); then run the shutdown hooks (lib/shutdown.mjs:
// database, Redis, background loops) and exit 0.
import diagnostics from "node:diagnostics_channel";
import http from "node:http";
import net from "node:net";
import { runShutdownHooks } from "../lib/shutdown.mjs";
import { whenParentGone } from "./lib/parent-watch.mjs";

const GRACE_MS = 25_000;
const QUIET_MS = 500;
const servers = new Set();
let stopping = false;
let running = 0;
let lastActivity = 0;

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  servers.add(this);
  return listen.apply(this, args);
};

diagnostics.subscribe("http.server.request.start", ({ response }) => {
  running += 1;
  lastActivity = Date.now();
  // A keep-alive connection would otherwise stay open for a next request.
  if (stopping) response.shouldKeepAlive = false;
  response.once("close", () => {
    running -= 1;
    lastActivity = Date.now();
  });
});

function drained(deadline) {
  return new Promise((resolve) => {
    const check = setInterval(() => {
      const quiet = running === 0 && Date.now() - lastActivity >= QUIET_MS;
      if (!quiet && Date.now() < deadline) return;
      clearInterval(check);
      if (!quiet) console.error(`Vastra: ${running} request(s) still running after ${GRACE_MS / 1000} s; closing them.`);
      resolve();
    }, 50);
  });
}

async function shutdown(reason) {
  if (stopping) return;
  stopping = true;
  lastActivity = Date.now();
  console.log(`Vastra: stopping (${reason}); finishing the requests in flight.`);
  // The listening socket only: http.Server#close would also drop idle connections now.
  for (const server of servers) if (server.listening) net.Server.prototype.close.call(server);
  await drained(Date.now() + GRACE_MS);
  for (const server of servers) server.closeAllConnections();
  await runShutdownHooks();
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
whenParentGone(() => void shutdown("the starting process is gone"));
