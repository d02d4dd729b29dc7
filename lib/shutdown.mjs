// What the server process closes when it stops (SIGTERM, SIGINT): background loops, the
// Redis connection, and last the database. Plain JavaScript on a global registry, because
// both the app's bundled code and scripts/graceful-shutdown.mjs (preloaded into the Next
// server, outside the bundle) reach it. See README, Running several processes.
const HOOKS = Symbol.for("vastra.shutdownHooks");
const DRAINING = Symbol.for("vastra.draining");

/** Called by scripts/graceful-shutdown.mjs on SIGTERM: from now on GET /api/health answers 503 "draining". */
export function startDraining() {
  globalThis[DRAINING] = true;
}

/** Whether this process is on its way out (lib/health.ts tells the load balancer). */
export function isDraining() {
  return globalThis[DRAINING] === true;
}

function hooks() {
  return (globalThis[HOOKS] ??= { first: new Set(), last: new Set() });
}

/**
 * Runs `close` when the server stops, after the last request in flight has been answered.
 * `last: true` waits until every other hook has finished (the database, which the others may
 * still use). Returns a function that unregisters it.
 */
export function onShutdown(close, { last = false } = {}) {
  const set = last ? hooks().last : hooks().first;
  set.add(close);
  return () => set.delete(close);
}

function bounded(close, timeoutMs) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => {
      console.error(`Vastra: a shutdown step did not finish within ${timeoutMs / 1000} s; going on.`);
      resolve();
    }, timeoutMs);
  });
  const run = Promise.resolve()
    .then(close)
    .catch((error) => console.error(`Vastra: a shutdown step failed: ${error?.message ?? error}`));
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

/** Runs the hooks, the `last` ones after the others, each bounded by `timeoutMs`; a failing hook is logged, never fatal. */
export async function runShutdownHooks(timeoutMs = 5000) {
  const { first, last } = hooks();
  for (const set of [first, last]) {
    const pending = [...set];
    set.clear();
    await Promise.all(pending.map((close) => bounded(close, timeoutMs)));
  }
}
