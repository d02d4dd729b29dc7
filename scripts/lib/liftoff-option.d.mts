/** NODE_OPTIONS with liftoff-only.mjs preloaded (see liftoff-option.mjs). */
export function withLiftoffOnly(nodeOptions?: string): string;
