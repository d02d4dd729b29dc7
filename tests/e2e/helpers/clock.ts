// A page clock the test moves by hand (Playwright's clock: timers, Date, performance.now), for
// tests about delays: no real waiting, and a delay is checked to the millisecond rather than
// within bounds wide enough for a busy machine. The page's own work (React rendering,
// network) still runs in real time.
import type { Page } from "@playwright/test";

/** Gives the page a clock that stands still from its first script on: only `advance` (or `page.clock.runFor`) moves it. Call before the page loads. */
export async function stoppedClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  // Paused a little ahead, so that the moment has not passed by the time the call arrives.
  await page.clock.pauseAt(now + 5_000);
}

/**
 * Moves a stopped clock on by `ms`, in steps, letting the page render and run its effects
 * after each: a timer an effect sets after a render is set at most one step late.
 */
export async function advance(page: Page, ms: number, step = 100) {
  for (let done = 0; done < ms; done += step) {
    await page.clock.runFor(Math.min(step, ms - done));
    await settle(page);
  }
}

// Two rounds through the page's task queue (a MessageChannel, which the clock leaves alone,
// as does React's scheduler): rendering and the effects after it get their turn.
async function settle(page: Page) {
  for (let round = 0; round < 2; round++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}
