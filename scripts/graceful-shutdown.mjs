// Preloaded into the Next server by scripts/start.ts (`node --import`), which also sets
// NEXT_MANUAL_SIG_HANDLE so that this file, not Next, answers SIGTERM and SIGINT. Next's own
// handler closes every idle connection at once (a request whose bytes are still on their
// way is lost), leaves the database pool and Redis to the exit and never bounds the wait.
//
// Here, in order:
// 1. Drain (SHUTDOWN_DRAIN_MS, 5 s by default): GET /api/health answers 503 "draining", so a
//    load balancer takes this process out of rotation, while it goes on serving and
//    accepting as before; each response closes its connection, so clients reconnect
//    elsewhere. Connections the kernel has already queued on the listening socket are
//    accepted and answered here: closing the socket at once reset them (issue 27: 26 of 40
//    requests sent 50 ms before SIGTERM were lost).
// 2. Go on accepting until none has come for QUIET_MS: a server busy rendering takes the
//    kernel's queue only as its event loop gets to it, even after the drain.
// 3. Stop listening; answer every request on the connections already open, each response
//    closing its connection; once none has been running for QUIET_MS (bytes already sent on
//    an open connection arrive and start within it), close what is left.
// 4. Give up waiting GRACE_MS (25 s, under the 30 s most platforms allow) after the signal;
//    then run the shutdown hooks (lib/shutdown.mjs: database, Redis, background loops) and exit 0.
import diagnostics from "node:diagnostics_channel";
import http from "node:http";
import net from "node:net";
import { runShutdownHooks, startDraining } from "../lib/shutdown.mjs";
import { whenParentGone } from "./lib/parent-watch.mjs";

const GRACE_MS = 25_000;
const QUIET_MS = 500;
/** How long health says "draining" before the socket closes: SHUTDOWN_DRAIN_MS, 0 to 20,000 ms (README, Running several processes). */
function drainMs() {
  const value = Number(process.env.SHUTDOWN_DRAIN_MS ?? 5000);
  return Number.isFinite(value) ? Math.min(Math.max(0, Math.floor(value)), 20_000) : 5000;
}
const servers = new Set();
let stopping = false;
let running = 0;
let lastActivity = 0;

let lastConnection = 0;

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function (...args) {
  servers.add(this);
  this.on("connection", () => {
    lastConnection = Date.now();
  });
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

/**
 * Resolves once no connection has been accepted for QUIET_MS. A server busy rendering accepts
 * the connections the kernel queued for it only when its event loop gets to them: closing the
 * socket before would reset them. The last look is taken in the check phase, right after the
 * loop's poll phase has accepted whatever was queued, so a long render just before cannot
 * make a full queue look quiet.
 */
function noNewConnections(deadline) {
  const quiet = () => Date.now() - lastConnection >= QUIET_MS || Date.now() >= deadline;
  return new Promise((resolve) => {
    const check = setInterval(() => {
      if (!quiet()) return;
      setImmediate(() => {
        if (!quiet()) return;
        clearInterval(check);
        resolve();
      });
    }, 50);
  });
}

async function shutdown(reason) {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + GRACE_MS;
  const drain = drainMs();
  startDraining();
  console.log(`Vastra: stopping (${reason}); health answers 503 "draining" for ${drain / 1000} s, then finishing the requests in flight.`);
  await new Promise((resolve) => setTimeout(resolve, drain));
  await noNewConnections(deadline);
  lastActivity = Date.now();
  // The listening socket only: http.Server#close would also drop idle connections now.
  for (const server of servers) if (server.listening) net.Server.prototype.close.call(server);
  await drained(deadline);
  for (const server of servers) server.closeAllConnections();
  await runShutdownHooks();
  process.exit(0);
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
whenParentGone(() => void shutdown("the starting process is gone"));
