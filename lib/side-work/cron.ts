import crypto from "node:crypto";
import { revalidateStock } from "../catalog/revalidate.ts";
import { cronSecret } from "../config.ts";
import { notFound, unauthorized } from "../errors.ts";
import { jobDriver } from "../jobs/ask.ts";
import { startBackgroundWork } from "./background.ts";
import { jobPasses } from "./passes.ts";

// GET /api/cron: a host without long-lived processes (Vercel's cron, an outside pinger) has
// every pass run once. Being a request, it expires the pages of the stock it gave back with
// Next's own revalidateTag, which a timer's pass cannot (lib/side-work/background.ts).

/** Passes start within this; each is bounded, so the answer comes well inside a function's 60 s. */
export const CRON_BUDGET_MS = 30_000;

const sameSecret = (given: string, secret: string) => {
  const [a, b] = [crypto.createHash("sha256").update(given).digest(), crypto.createHash("sha256").update(secret).digest()];
  return crypto.timingSafeEqual(a, b);
};

/** Runs every pass once for the bearer of CRON_SECRET; the jobs each did. 404 when CRON_SECRET is unset, 401 without it. */
export async function runCron(authorization: string | null): Promise<Record<string, number>> {
  const secret = cronSecret();
  if (!secret) throw notFound();
  const given = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
  if (!given || !sameSecret(given, secret)) throw unauthorized("Give CRON_SECRET as a bearer token.");
  // instrumentation.ts starts the driver; a process that did not run it gets one without timers.
  if (!jobDriver()) startBackgroundWork("request", jobPasses());
  return jobDriver()!.runAll(CRON_BUDGET_MS, revalidateStock);
}
