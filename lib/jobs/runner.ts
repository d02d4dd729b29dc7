import type { StockChanges } from "../shared/stock.ts";
import type { Pass } from "./pass.ts";

// Runs passes in one process: each pass at most once at a time here (a wake while it runs makes
// it run once more after), on timers when asked to, and all of them once within a budget.

export interface JobRunner {
  /** Runs the pass now, or once more after the run under way; resolves when this process's runs of it are done. */
  run(name: string): Promise<void>;
  /** Runs each pass once, in order, starting none after the budget; the jobs each did. */
  runAll(budgetMs: number, expirePages?: (stock: StockChanges) => Promise<void>): Promise<Record<string, number>>;
  /** Runs each pass now and then every its `everyMs` until stopped (BACKGROUND_WORK=interval). */
  startTimers(): void;
  /** Stops the timers and waits for the runs under way. */
  stop(): Promise<void>;
}

export interface JobRunnerOptions {
  /** Expires the pages of the stock a pass gave back, when the caller of runAll gives no other way. */
  expirePages?: (stock: StockChanges) => Promise<void>;
  /** Budget of a run started by `run` or a timer. */
  budgetMs?: number;
}

const hasStock = (stock: StockChanges | undefined): stock is StockChanges => !!stock && (stock.products.length > 0 || stock.listings);

export function createJobRunner(passes: Pass[], options: JobRunnerOptions = {}): JobRunner {
  const { expirePages = async () => {}, budgetMs = 60_000 } = options;
  const byName = new Map(passes.map((pass) => [pass.name, pass]));
  const running = new Map<string, Promise<number>>();
  const again = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  /** One run of a pass; a failure is logged, never thrown: the rows stay for the next run. */
  async function once(pass: Pass, deadline: number, expire: (stock: StockChanges) => Promise<void>): Promise<number> {
    try {
      const { done, stock } = await pass.run(deadline);
      if (hasStock(stock)) await expire(stock);
      return done;
    } catch (error) {
      if (!stopped) console.error(`[jobs] the ${pass.name} pass failed, to be run again: ${(error as Error).message.split("\n")[0]}`);
      return 0;
    }
  }

  /** Runs the pass, or has the run under way here run it once more: a wake is never lost. Resolves to the jobs done. */
  function run(name: string, expire = expirePages, deadline?: number): Promise<number> {
    const pass = byName.get(name);
    if (!pass || stopped) return Promise.resolve(0);
    const under = running.get(name);
    if (under) {
      again.add(name);
      return under;
    }
    const work = (async () => {
      let done = 0;
      do {
        again.delete(name);
        done += await once(pass, deadline ?? Date.now() + budgetMs, expire);
      } while (again.has(name) && !stopped);
      return done;
    })().finally(() => running.delete(name));
    running.set(name, work);
    return work;
  }

  return {
    run: async (name) => {
      await run(name);
    },
    async runAll(budget, expire = expirePages) {
      const deadline = Date.now() + budget;
      const ran: Record<string, number> = {};
      for (const pass of passes) {
        if (stopped || Date.now() >= deadline) break;
        // A run under way here (a timer's, a request's wake) is waited for, then this one made.
        await running.get(pass.name);
        ran[pass.name] = await run(pass.name, expire, deadline);
      }
      return ran;
    },
    startTimers() {
      for (const pass of passes) {
        // What the process before this one left (mail recorded as it stopped) goes at once.
        void run(pass.name);
        const timer = setInterval(() => void run(pass.name), pass.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
      for (const pass of passes) pass.close?.();
    },
  };
}
