/**
 * NODE_OPTIONS with liftoff-only.mjs preloaded: for a test server and what it starts in turn
 * (scripts/start.ts hands the port to a Next process of its own).
 */
export function withLiftoffOnly(nodeOptions = "") {
  return `${nodeOptions} --import ${new URL("./liftoff-only.mjs", import.meta.url).href}`.trim();
}
