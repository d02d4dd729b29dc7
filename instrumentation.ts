// Runs once when a Next server process starts. Not during `next build`, which must never
// open the database. It starts what drives this process's side work (lib/jobs: the outbox's
// mail, the expiry of unpaid orders, the Razorpay refunds), on timers or after requests by
// BACKGROUND_WORK, and stops it when the process shuts down (lib/shutdown.mjs); with
// REDIS_URL it connects to Redis before the first request, so that an unreachable Redis is
// reported at start in one line (lib/cache/shared-cache.mjs) and the first pages already use
// the shared cache.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ backgroundWork }, { startBackgroundWork, stopBackgroundWork }, { jobPasses }, { onShutdown }, { sharedCache }] = await Promise.all([
    import("./lib/config.ts"),
    import("./lib/side-work/background.ts"),
    import("./lib/side-work/passes.ts"),
    import("./lib/shutdown.mjs"),
    import("./lib/cache/shared-cache.mjs"),
  ]);
  startBackgroundWork(backgroundWork(), jobPasses());
  onShutdown(stopBackgroundWork);
  await sharedCache()?.ready(3000);
}
