import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency.ts";

describe("concurrencyLimit", () => {
  it("runs at most the limit at once, the rest in the order they came, and goes on after a task fails", async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (i === 3) throw new Error("task 3 fails");
      return i;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => limit(task(i))));
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    // After the burst the places are free again.
    await Promise.all([limit(task(8)), limit(task(9))]);
    expect(most).toBe(2);
  });
});
