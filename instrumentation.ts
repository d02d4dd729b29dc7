// Runs once when the server starts (Next's instrumentation hook). With REDIS_URL, connect
// to Redis before the first request, so that an unreachable Redis is reported at start in
// one line (lib/cache/shared-cache.mjs) and the first pages already use the shared cache.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || !process.env.REDIS_URL) return;
  const { sharedCache } = await import("./lib/cache/shared-cache.mjs");
  await sharedCache()?.ready(3000);
}
