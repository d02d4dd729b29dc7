import { expireSharedTags } from "../cache/shared-cache.mjs";
import { CATALOG_TAG, productTag } from "../catalog/cache.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { sendReviewPrompts } from "../reviews/prompt.ts";
import { expireOverduePayments } from "./expiry.ts";
import { checkPendingRazorpayRefunds, retryRazorpayRefunds } from "./razorpay-refunds.ts";

// Looks for unpaid orders past their payment window in every server process (started by
// instrumentation.ts, as the mail sender is), and sends again the Razorpay refunds that could
// not be sent when they were owed. Several processes may sweep at once: the expiry's
// conditional update lets exactly one of them expire each order, and a refund is sent under a
// lock that lets one of them send it (lib/payments/razorpay-refunds.ts).

/** At most this long between looks: the issue asks for at least every 15 seconds. */
export const SWEEP_EVERY_MS = 10_000;

export interface PaymentSweeper {
  stop(): Promise<void>;
}

export function createPaymentSweeper(everyMs = SWEEP_EVERY_MS): PaymentSweeper {
  let stopped = false;
  let running: Promise<void> | null = null;

  async function pass(): Promise<void> {
    // Issue 42's review prompts ride this loop until the periodic passes are registered in one place.
    await sendReviewPrompts(new Date()).catch((error: Error) => {
      if (!stopped) console.error("[reviews] review prompts could not be sent:", error.message.split("\n")[0]);
    });
    try {
      await retryRazorpayRefunds();
      await checkPendingRazorpayRefunds();
      const { orderIds, stock } = await expireOverduePayments();
      if (orderIds.length === 0) return;
      wakeMailSender();
      // No request is being served here, so Next's own revalidateTag cannot run: the shared
      // cache (REDIS_URL) is expired now, and a process's own pages catch up at their
      // revalidate time (README, Stock).
      await expireSharedTags([...stock.products.map(productTag), ...(stock.listings ? [CATALOG_TAG] : [])]);
    } catch (error) {
      // The database is away (or closing); the next look tries again.
      if (!stopped) console.error("[payments] unpaid orders could not be looked at:", (error as Error).message.split("\n")[0]);
    }
  }

  const timer = setInterval(() => {
    if (stopped || running) return;
    running = pass().finally(() => {
      running = null;
    });
  }, everyMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

// One sweeper per server process, reachable from every bundle of it.
const holder = globalThis as unknown as { __vastraPaymentSweeper?: PaymentSweeper };

export function startPaymentSweeper(): PaymentSweeper {
  return (holder.__vastraPaymentSweeper ??= createPaymentSweeper());
}

/** For shutdown: stops this process's sweeper, letting a pass under way finish. */
export async function stopPaymentSweeper(): Promise<void> {
  const sweeper = holder.__vastraPaymentSweeper;
  holder.__vastraPaymentSweeper = undefined;
  await sweeper?.stop();
}
