import { after } from "next/server";
import { expireSharedTags } from "../cache/shared-cache.mjs";
import { CATALOG_TAG, productTag } from "../catalog/cache.ts";
import type { BackgroundWork } from "../config.ts";
import type { StockChanges } from "../shared/stock.ts";
import { jobDriver, setJobDriver } from "../jobs/ask.ts";
import type { Pass } from "../jobs/pass.ts";
import { createJobRunner, type JobRunner } from "../jobs/runner.ts";

// What drives the passes in a server process (instrumentation.ts), by BACKGROUND_WORK:
// `interval` runs each on a timer and a wake at once; `request` runs no timer, and a wake runs
// the pass after the answer of the request that asked (Next's `after()`, which a serverless
// host keeps the function alive for). GET /api/cron runs all of them in either.

/**
 * Outside a request Next's own `revalidateTag` cannot run: the shared cache (REDIS_URL) is
 * expired, and a process's own pages catch up at their revalidate time (README, Stock).
 * GET /api/cron, a request, expires Next's too (lib/catalog/revalidate.ts).
 */
async function expireSharedPages(stock: StockChanges): Promise<void> {
  await expireSharedTags([...stock.products.map(productTag), ...(stock.listings ? [CATALOG_TAG] : [])]);
}

/** Runs the pass after this request's answer; outside a request (a timer's pass waking the mail) at once. */
function afterThisRequest(runner: JobRunner, name: string): void {
  try {
    after(() => runner.run(name));
  } catch {
    void runner.run(name);
  }
}

let runner: JobRunner | undefined;

/** Starts this process's driver of the passes (once; a second call keeps the first). */
export function startBackgroundWork(mode: BackgroundWork, passes: Pass[]): void {
  if (jobDriver()) return;
  const started = createJobRunner(passes, { expirePages: expireSharedPages });
  runner = started;
  if (mode === "interval") started.startTimers();
  setJobDriver({
    ask: mode === "interval" ? (name) => void started.run(name) : (name) => afterThisRequest(started, name),
    runAll: (budgetMs, expirePages) => started.runAll(budgetMs, expirePages),
  });
}

/** For shutdown: stops the timers, lets the passes under way finish. */
export async function stopBackgroundWork(): Promise<void> {
  const stopping = runner;
  runner = undefined;
  setJobDriver(undefined);
  await stopping?.stop();
}
