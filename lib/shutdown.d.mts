/**
 * Runs `close` when the server stops, after the last request in flight has been answered.
 * `last: true` waits until every other hook has finished. Returns a function that unregisters it.
 */
export function onShutdown(close: () => unknown, options?: { last?: boolean }): () => void;
/** Runs the hooks, the `last` ones after the others, each bounded by `timeoutMs`; a failing hook is logged, never fatal. */
export function runShutdownHooks(timeoutMs?: number): Promise<void>;
/** Called by scripts/graceful-shutdown.mjs on SIGTERM: from now on GET /api/health answers 503 "draining". */
export function startDraining(): void;
/** Whether this process is on its way out (lib/health.ts tells the load balancer). */
export function isDraining(): boolean;
