import { describe, expect, it } from "vitest";
import { lastReturnDay, withinReturnWindow } from "./window";

describe("the return window", () => {
  // Delivered at 10:00 in India on 1 December.
  const delivered = new Date("2026-12-01T04:30:00Z");
  const at = (isoIndia: string) => new Date(`${isoIndia}+05:30`);

  it("is open through day 7 and closed from day 8, by India's calendar days", () => {
    expect(withinReturnWindow(delivered, 7, at("2026-12-01T10:00:00"))).toBe(true);
    expect(withinReturnWindow(delivered, 7, at("2026-12-08T23:59:59"))).toBe(true);
    expect(withinReturnWindow(delivered, 7, at("2026-12-09T00:00:00"))).toBe(false);
    expect(lastReturnDay(delivered, 7)).toBe("2026-12-08");
  });

  it("counts India's day, not UTC's: delivered at 00:30 in India is that Indian day", () => {
    const lateNight = at("2026-12-01T00:30:00");
    expect(withinReturnWindow(lateNight, 1, at("2026-12-02T23:00:00"))).toBe(true);
    expect(withinReturnWindow(lateNight, 1, at("2026-12-03T00:10:00"))).toBe(false);
  });

  it("is never open with a window of 0 days", () => {
    expect(withinReturnWindow(delivered, 0, delivered)).toBe(false);
    expect(lastReturnDay(delivered, 0)).toBeNull();
  });
});
