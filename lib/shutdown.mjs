// What the server process closes when it stops (SIGTERM, SIGINT): the database pool, the
// Redis connection, background loops. Plain JavaScript on a global registry, because both
// the app's bundled code and scripts/graceful-shutdown.mjs (preloaded into the Next server,
// outside the bundle) reach it. See README, Running several processes.
const HOOKS = Symbol.for("vastra.shutdownHooks");

function hooks() {
  return (globalThis[HOOKS] ??= new Set());
}

/** Runs `close` when the server stops, after the last request in flight has been answered. Returns a function that unregisters it. */
export function onShutdown(close) {
  hooks().add(close);
  return () => hooks().delete(close);
}

/** Runs every registered hook at once (newest first for logs), each bounded by `timeoutMs`; a failing hook is logged, never fatal. */
export async function runShutdownHooks(timeoutMs = 5000) {
  const pending = [...hooks()].reverse();
  hooks().clear();
  await Promise.all(
    pending.map((close) => {
      let timer;
      const bound = new Promise((resolve) => {
        timer = setTimeout(() => {
          console.error(`Vastra: a shutdown step did not finish within ${timeoutMs / 1000} s; exiting anyway.`);
          resolve();
        }, timeoutMs);
      });
      const run = Promise.resolve()
        .then(close)
        .catch((error) => console.error(`Vastra: a shutdown step failed: ${error?.message ?? error}`));
      return Promise.race([run, bound]).finally(() => clearTimeout(timer));
    }),
  );
}
