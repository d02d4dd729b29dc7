import { describe, expect, it } from "vitest";
import { chartTopPaise } from "./chartScale";

describe("chartTopPaise", () => {
  it("rounds the best day up to 1, 2 or 5 times a power of ten rupees", () => {
    expect(chartTopPaise(0)).toBe(100);
    expect(chartTopPaise(1_299_99)).toBe(2_000_00);
    expect(chartTopPaise(2_000_00)).toBe(2_000_00);
    expect(chartTopPaise(2_000_01)).toBe(5_000_00);
    expect(chartTopPaise(7_450_00)).toBe(10_000_00);
    expect(chartTopPaise(12_345_00)).toBe(20_000_00);
  });
});
