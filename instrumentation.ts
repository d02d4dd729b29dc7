// Runs once when a Next server process starts: that process sends the outbox's mail
// (lib/mail/sender.ts). Not during `next build`, which must never open the database.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startMailSender } = await import("./lib/mail/sender.ts");
  startMailSender();
}
