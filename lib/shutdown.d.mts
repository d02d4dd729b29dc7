/**
 * Runs `close` when the server stops, after the last request in flight has been answered.
 * `last: true` waits until every other hook has finished. Returns a function that unregisters it.
 */
export function onShutdown(close: () => unknown, options?: { last?: boolean }): () => void;
/** Runs the hooks, the `last` ones after the others, each bounded by `timeoutMs`; a failing hook is logged, never fatal. */
export function runShutdownHooks(timeoutMs?: number): Promise<void>;
