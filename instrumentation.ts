// Runs once when a Next server process starts. Not during `next build`, which must never
// open the database. That process sends the outbox's mail (lib/mail/sender.ts), cancels
// orders not paid within the shop's payment window (lib/payments/sweeper.ts), and stops both
// when it shuts down (lib/shutdown.mjs); with REDIS_URL it connects to Redis
// before the first request, so that an unreachable Redis is reported at start in one line
// (lib/cache/shared-cache.mjs) and the first pages already use the shared cache.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ startMailSender, stopMailSender }, { startPaymentSweeper, stopPaymentSweeper }, { onShutdown }, { sharedCache }] = await Promise.all([
    import("./lib/mail/sender.ts"),
    import("./lib/payments/sweeper.ts"),
    import("./lib/shutdown.mjs"),
    import("./lib/cache/shared-cache.mjs"),
  ]);
  startMailSender();
  onShutdown(stopMailSender);
  startPaymentSweeper();
  onShutdown(stopPaymentSweeper);
  await sharedCache()?.ready(3000);
}
