import { describe, expect, it } from "vitest";
import { formatRupeeAmount, formatRupees, mrpPaise, paiseToRupees, priceSummary, rupeesToPaise } from "./money";

describe("money", () => {
  it("converts rupees to whole paise without float drift", () => {
    expect(rupeesToPaise(799)).toBe(79900);
    expect(rupeesToPaise(799.5)).toBe(79950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1299.99)).toBe(129999);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(paiseToRupees(79950)).toBe(799.5);
  });

  it("takes 2% off the MRP, rounded to the paisa", () => {
    expect(priceSummary(100000)).toEqual({ mrpPaise: 100000, discountPaise: 2000, totalPaise: 98000 });
    // 2% of ₹12.99 is 25.98 paise → 26
    expect(priceSummary(1299)).toEqual({ mrpPaise: 1299, discountPaise: 26, totalPaise: 1273 });
    // 2% of 25 paise is 0.5 → rounds up
    expect(priceSummary(25).discountPaise).toBe(1);
    expect(priceSummary(0)).toEqual({ mrpPaise: 0, discountPaise: 0, totalPaise: 0 });
    expect(() => priceSummary(10.5)).toThrow(RangeError);
    expect(() => priceSummary(-1)).toThrow(RangeError);
  });

  it("formats rupees the Indian way", () => {
    expect(formatRupees(129900)).toBe("₹1,299");
    expect(formatRupees(29900)).toBe("₹299");
    expect(formatRupees(1234567800)).toBe("₹1,23,45,678");
    expect(formatRupees(79950)).toBe("₹799.50");
    expect(formatRupees(2598, { exact: true })).toBe("₹25.98");
    expect(formatRupees(2600, { exact: true })).toBe("₹26.00");
  });

  it("formats an amount in rupees exactly as the same amount in paise", () => {
    expect(formatRupeeAmount(1299)).toBe("₹1,299");
    expect(formatRupeeAmount(799.5)).toBe("₹799.50");
    expect(formatRupeeAmount(0.1 + 0.2)).toBe("₹0.30");
    expect(formatRupeeAmount(1273.02, { exact: true })).toBe("₹1,273.02");
    expect(formatRupeeAmount(26, { exact: true })).toBe("₹26.00");
  });

  it("sums lines as unit price times quantity", () => {
    expect(mrpPaise([])).toBe(0);
    expect(mrpPaise([{ unitPaise: 79950, quantity: 2 }, { unitPaise: 29900, quantity: 1 }])).toBe(189800);
  });
});
