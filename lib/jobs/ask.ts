import type { StockChanges } from "../shared/stock.ts";

// How lib code asks for side work once its transaction has committed, without knowing what
// drives the passes in this process (lib/side-work/background.ts): one driver per process,
// reachable from every bundle of it. Where none runs (tools, most tests), asking does nothing:
// the rows wait for the next pass.

export interface JobDriver {
  /** Runs the named pass soon: at once in a long-lived process, after the answer in a request. */
  ask(name: string): void;
  /** Runs every pass once within the budget (GET /api/cron); `expirePages` expires the pages of stock given back. */
  runAll(budgetMs: number, expirePages: (stock: StockChanges) => Promise<void>): Promise<Record<string, number>>;
}

/** The pass that sends the phone outbox (lib/side-work/passes.ts): asked for with the mail, as an order's news writes both. */
export const MESSAGES_PASS = "messages";

const holder = globalThis as unknown as { __vastraJobs?: JobDriver };

export function askForJobs(name: string): void {
  holder.__vastraJobs?.ask(name);
}

export function jobDriver(): JobDriver | undefined {
  return holder.__vastraJobs;
}

export function setJobDriver(driver: JobDriver | undefined): void {
  holder.__vastraJobs = driver;
}
