/** Runs `close` when the server stops, after the last request in flight has been answered. Returns a function that unregisters it. */
export function onShutdown(close: () => unknown): () => void;
/** Runs every registered hook at once, each bounded by `timeoutMs`; a failing hook is logged, never fatal. */
export function runShutdownHooks(timeoutMs?: number): Promise<void>;
