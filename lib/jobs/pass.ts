import type { StockChanges } from "../shared/stock.ts";

// A pass does one kind of side work (docs/architecture.md, Jobs): it takes the rows that are
// due, a bounded number of them, does each once and returns. Rows are written in the
// transaction of the change that needs them, so a pass can be run again at any time, by any
// process, and several processes may run it at once: each row is claimed (FOR UPDATE SKIP
// LOCKED, a conditional update or a lock) by one of them.

export interface PassResult {
  /** How many jobs it did. */
  done: number;
  /** Stock it gave back: the pages to expire. */
  stock?: StockChanges;
}

export interface Pass {
  /** Its name in GET /api/cron's answer and in wakes (lib/jobs/ask.ts). */
  name: string;
  /** How often a long-lived process runs it (BACKGROUND_WORK=interval). */
  everyMs: number;
  /** Does what is due; starts no new batch after `deadline` (ms since the epoch). */
  run(deadline: number): Promise<PassResult>;
  /** Lets go of what it holds (the mail server's connections) when the process stops. */
  close?(): void;
}
