import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cashRoundOffPaise,
  couponDiscountPaise,
  formatRupeeAmount,
  formatRupees,
  lineAmountsPaise,
  lineTotalPaise,
  mrpPaise,
  offerSummary,
  offPercent,
  onSale,
  sellingPricePaise,
  percentOfPaise,
  prepaidDiscountPaise,
  paiseToRupees,
  priceSummary,
  returnedUnitsPaise,
  rupeesToPaise,
} from "./money";

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

  it("formats rupees the Indian way, one rule everywhere: whole rupees without decimals, paise always with two", () => {
    expect(formatRupees(129900)).toBe("₹1,299");
    expect(formatRupees(29900)).toBe("₹299");
    expect(formatRupees(1234567800)).toBe("₹1,23,45,678");
    expect(formatRupees(79950)).toBe("₹799.50");
    expect(formatRupees(2598)).toBe("₹25.98");
    expect(formatRupees(2600)).toBe("₹26");
    expect(formatRupees(2605)).toBe("₹26.05");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(-5798)).toBe("-₹57.98");
  });

  it("formats an amount in rupees exactly as the same amount in paise", () => {
    expect(formatRupeeAmount(1299)).toBe("₹1,299");
    expect(formatRupeeAmount(799.5)).toBe("₹799.50");
    expect(formatRupeeAmount(0.1 + 0.2)).toBe("₹0.30");
    expect(formatRupeeAmount(1273.02)).toBe("₹1,273.02");
    expect(formatRupeeAmount(26)).toBe("₹26");
  });

  it("sums lines as unit price times quantity", () => {
    expect(mrpPaise([])).toBe(0);
    expect(
      mrpPaise([
        { unitPaise: 79950, quantity: 2 },
        { unitPaise: 29900, quantity: 1 },
      ]),
    ).toBe(189800);
  });
});

describe("the discount shared over an order's lines", () => {
  const summed = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0);

  it("gives each line its share, rounded down, and the paise left over to the lines that lost most, the first on a tie", () => {
    // MRP 1898.00, discount 37.96: exactly 31.98 and 5.98, nothing to round.
    expect(lineAmountsPaise([159900, 29900], 3796)).toEqual([156702, 29302]);
    // Three equal lines of ₹0.01 with a 1 paisa discount: the first line pays for it.
    expect(lineAmountsPaise([1, 1, 1], 1)).toEqual([0, 1, 1]);
    // 100 : 200 with 2 paise: exact shares 0.67 and 1.33; rounded down 0 and 1; the first lost 0.67, so it takes the paisa.
    expect(lineAmountsPaise([100, 200], 2)).toEqual([99, 199]);
    expect(lineAmountsPaise([500], 10)).toEqual([490]);
    expect(lineAmountsPaise([0, 0], 0)).toEqual([0, 0]);
    expect(lineAmountsPaise([], 0)).toEqual([]);
  });

  it("refuses what is not money: fractions, negatives, a discount above the MRP", () => {
    expect(() => lineAmountsPaise([10.5], 0)).toThrow(RangeError);
    expect(() => lineAmountsPaise([-1], 0)).toThrow(RangeError);
    expect(() => lineAmountsPaise([100], 101)).toThrow(RangeError);
    expect(() => lineAmountsPaise([100], -1)).toThrow(RangeError);
  });

  it("adds up exactly to the order's total, with every line within a paisa of its exact share, for any prices", () => {
    // Prices in ₹0.01 steps from ₹0.01 to ₹10,00,000; 1 to 100 lines; 1 to 99 units a line.
    const line = fc.record({ unitPaise: fc.integer({ min: 1, max: 100_000_000 }), quantity: fc.integer({ min: 1, max: 99 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 100 }), (lines) => {
        const mrps = lines.map((l) => lineTotalPaise(l.unitPaise, l.quantity));
        const summary = priceSummary(mrpPaise(lines));
        const amounts = lineAmountsPaise(mrps, summary.discountPaise);
        expect(summed(amounts)).toBe(summary.totalPaise);
        for (const [i, amount] of amounts.entries()) {
          const exactShare = (summary.discountPaise * mrps[i]) / summary.mrpPaise;
          expect(Math.abs(mrps[i] - exactShare - amount)).toBeLessThan(1);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("adds up for the awkward cases: one line, a hundred lines of ₹0.01 steps, and lines that tie", () => {
    for (let paise = 1; paise <= 5000; paise++) {
      const summary = priceSummary(paise);
      expect(lineAmountsPaise([paise], summary.discountPaise)).toEqual([summary.totalPaise]);
    }
    const steps = Array.from({ length: 100 }, (_, i) => i + 1);
    const summary = priceSummary(mrpPaise(steps.map((unitPaise) => ({ unitPaise, quantity: 1 }))));
    expect(summed(lineAmountsPaise(steps, summary.discountPaise))).toBe(summary.totalPaise);
    const ties = Array.from({ length: 100 }, () => 4999);
    const tied = priceSummary(4999 * 100);
    const amounts = lineAmountsPaise(ties, tied.discountPaise);
    expect(summed(amounts)).toBe(tied.totalPaise);
    // Equal lines differ by at most a paisa, and the earlier ones pay the less.
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });
});

describe("cashRoundOffPaise", () => {
  it("rounds cash due to the nearest rupee, half a rupee up", () => {
    expect(cashRoundOffPaise(372106)).toBe(-6);
    expect(372106 + cashRoundOffPaise(372106)).toBe(372100);
    expect(cashRoundOffPaise(372149)).toBe(-49);
    expect(cashRoundOffPaise(372150)).toBe(50);
    expect(cashRoundOffPaise(372199)).toBe(1);
    expect(cashRoundOffPaise(372100)).toBe(0);
    expect(cashRoundOffPaise(0)).toBe(0);
  });

  it("refuses what is not whole paise", () => {
    expect(() => cashRoundOffPaise(1.5)).toThrow(RangeError);
    expect(() => cashRoundOffPaise(-1)).toThrow(RangeError);
  });
});

describe("returnedUnitsPaise: the refund for returned units of a line", () => {
  it("is the units' share of the line's amount, rounded down; the last units take what is left", () => {
    // 3 units for ₹2,937.06 (₹2,997 less 2%): one unit is ₹979.02 exactly, two ₹1,958.04.
    const line = { amountPaise: 293706, quantity: 3 };
    expect(returnedUnitsPaise(line, 1)).toBe(97902);
    expect(returnedUnitsPaise(line, 3)).toBe(293706);
    // ₹100.00 over 3 units: 33.33 each, the third takes 33.34.
    const odd = { amountPaise: 10000, quantity: 3 };
    expect(returnedUnitsPaise(odd, 1)).toBe(3333);
    expect(returnedUnitsPaise(odd, 1, { units: 1, paise: 3333 })).toBe(3333);
    expect(returnedUnitsPaise(odd, 1, { units: 2, paise: 6666 })).toBe(3334);
    expect(() => returnedUnitsPaise(odd, 2, { units: 2, paise: 6666 })).toThrow(RangeError);
    expect(() => returnedUnitsPaise(odd, 0)).toThrow(RangeError);
  });

  it("never gives back more than the units' exact share, and every unit back one by one adds up to the line's amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 99 }), (amountPaise, quantity) => {
        const line = { amountPaise, quantity };
        let held = { units: 0, paise: 0 };
        for (let unit = 0; unit < quantity; unit++) {
          const paise = returnedUnitsPaise(line, 1, held);
          if (held.units + 1 < quantity) expect(paise).toBeLessThanOrEqual(amountPaise / quantity);
          held = { units: held.units + 1, paise: held.paise + paise };
        }
        expect(held.paise).toBe(amountPaise);
      }),
    );
  });
});

describe("offerSummary: 2%, then the coupon, then the prepaid discount, each shared over its lines", () => {
  const line = (pricePaise: number, covered = true) => ({ pricePaise, covered });
  const tenPercent = { kind: "percent", percent: 10, maxPaise: null } as const;

  it("is today's 2% and line amounts when there is no coupon and no prepaid discount", () => {
    const lines = [line(129900), line(79950), line(1)];
    const summary = offerSummary(lines, null, null);
    expect(summary).toMatchObject({ ...priceSummary(209851), couponDiscountPaise: 0, prepaidDiscountPaise: 0, itemsPaise: priceSummary(209851).totalPaise });
    expect(summary.lineAmountsPaise).toEqual(lineAmountsPaise([129900, 79950, 1], priceSummary(209851).discountPaise));
  });

  it("takes a percent coupon on the items after the 2%, rounded half up, and caps it", () => {
    // ₹2,700 less 2% is ₹2,646; 10% of it ₹264.60: the kurta is ₹2,381.40, below ₹2,500 (5% GST).
    expect(offerSummary([line(270000)], tenPercent, null)).toMatchObject({
      totalPaise: 264600,
      couponDiscountPaise: 26460,
      itemsPaise: 238140,
      lineAmountsPaise: [238140],
    });
    expect(offerSummary([line(270000)], { ...tenPercent, maxPaise: 20000 }, null).couponDiscountPaise).toBe(20000);
    expect(percentOfPaise(25, 2)).toBe(1);
    expect(percentOfPaise(1, 49)).toBe(0);
    expect(percentOfPaise(1000, 2.5)).toBe(25);
    expect(couponDiscountPaise({ kind: "flat", paise: 50000 }, 30000)).toBe(30000);
  });

  it("shares a coupon for some categories over those lines only; a flat coupon larger than them takes them to zero", () => {
    const summary = offerSummary([line(100000, false), line(20000), line(10000, false)], { kind: "flat", paise: 50000 }, null);
    // ₹200 less 2% is ₹196: the covered line's whole amount, and no more.
    expect(summary.couponDiscountPaise).toBe(19600);
    expect(summary.lineAmountsPaise).toEqual([98000, 0, 9800]);
    expect(summary.itemsPaise).toBe(107800);
  });

  it("takes the prepaid discount on what is left after the coupon, capped, over every line", () => {
    const summary = offerSummary([line(100000), line(50000)], tenPercent, { percent: 5, maxPaise: 5000 });
    // ₹1,500 → ₹1,470 → ₹1,323 after the coupon; 5% is ₹66.15, capped at ₹50.
    expect(summary).toMatchObject({ couponDiscountPaise: 14700, prepaidDiscountPaise: 5000, itemsPaise: 127300 });
    expect(summary.lineAmountsPaise.reduce((a, b) => a + b, 0)).toBe(127300);
    expect(prepaidDiscountPaise({ percent: 3, maxPaise: 0 }, 100000)).toBe(3000);
    expect(prepaidDiscountPaise({ percent: 0, maxPaise: 0 }, 100000)).toBe(0);
  });

  it("handles a hundred lines of a paisa each", () => {
    const summary = offerSummary(
      Array.from({ length: 100 }, () => line(1)),
      tenPercent,
      { percent: 10, maxPaise: 0 },
    );
    // ₹1.00 → 98 paise → 88 (10% of 98 is 9.8 → 10) → 79 (10% of 88 is 8.8 → 9).
    expect(summary).toMatchObject({ totalPaise: 98, couponDiscountPaise: 10, prepaidDiscountPaise: 9, itemsPaise: 79 });
    expect(summary.lineAmountsPaise.filter((paise) => paise === 1)).toHaveLength(79);
  });

  it("always adds up, never takes a line below zero or above its price,; a coupon covering no line takes nothing", () => {
    const coupon = fc.oneof(
      fc.record({ kind: fc.constant("percent" as const), percent: fc.integer({ min: 1, max: 90 }), maxPaise: fc.option(fc.integer({ min: 1, max: 500_000 })) }),
      fc.record({ kind: fc.constant("flat" as const), paise: fc.integer({ min: 1, max: 1_000_000 }) }),
    );
    const prepaid = fc.option(fc.record({ percent: fc.integer({ min: 0, max: 10 }), maxPaise: fc.integer({ min: 0, max: 100_000 }) }));
    const lines = fc.array(fc.record({ pricePaise: fc.integer({ min: 0, max: 2_000_000 }), covered: fc.boolean() }), { minLength: 1, maxLength: 100 });
    fc.assert(
      fc.property(lines, fc.option(coupon), prepaid, (given, terms, online) => {
        const summary = offerSummary(given, terms, online);
        expect(summary.lineAmountsPaise.reduce((a, b) => a + b, 0)).toBe(summary.itemsPaise);
        expect(summary.itemsPaise).toBe(summary.totalPaise - summary.couponDiscountPaise - summary.prepaidDiscountPaise);
        summary.lineAmountsPaise.forEach((paise, index) => {
          expect(paise).toBeGreaterThanOrEqual(0);
          expect(paise).toBeLessThanOrEqual(given[index].pricePaise);
        });
        if (!given.some((l) => l.covered)) expect(summary.couponDiscountPaise).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the sale price: what a unit costs, and the percentage off the MRP", () => {
  const kurta = { pricePaise: 199900, salePricePaise: 79900, saleEndsAt: new Date("2026-12-01T00:00:00Z") };

  it("charges the sale price until the sale's end, the MRP from that instant on; a sale without an end lasts", () => {
    expect(sellingPricePaise(kurta, new Date("2026-11-30T23:59:59.999Z"))).toBe(79900);
    expect(sellingPricePaise(kurta, new Date("2026-12-01T00:00:00Z"))).toBe(199900);
    expect(onSale(kurta, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(sellingPricePaise({ ...kurta, saleEndsAt: null }, new Date("2099-01-01T00:00:00Z"))).toBe(79900);
    // The specification's client never sets one: the MRP, as today.
    expect(sellingPricePaise({ pricePaise: 99900, salePricePaise: null, saleEndsAt: null }, new Date())).toBe(99900);
  });

  it("gives the percentage off in whole percent, rounded down; none at the MRP", () => {
    expect(offPercent(199900, 79900)).toBe(60);
    // 33.33…% and 66.67% off: both down.
    expect(offPercent(30000, 20000)).toBe(33);
    expect(offPercent(30000, 10000)).toBe(66);
    // A paisa off ₹999 is 0.001%: 0, still a sale.
    expect(offPercent(99900, 99899)).toBe(0);
    expect(offPercent(100, 1)).toBe(99);
    expect(offPercent(99900, 99900)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000_000 }), fc.integer({ min: 1, max: 100_000_000 }), (mrp, sale) => {
        fc.pre(sale < mrp);
        const off = offPercent(mrp, sale) as number;
        // Rounded down: the MRP less `off` percent is never below the selling price, less `off + 1` percent is.
        expect((mrp - sale) * 100).toBeGreaterThanOrEqual(off * mrp);
        expect((mrp - sale) * 100).toBeLessThan((off + 1) * mrp);
      }),
    );
  });

  it("is the price the one money rule starts from: the 2% and the coupon apply to the selling price", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    const summary = offerSummary([{ pricePaise: sellingPricePaise(kurta, now) * 2, covered: true }], { kind: "percent", percent: 10, maxPaise: null }, null);
    // 2 × ₹799 = ₹1,598; less 2% ₹31.96 = ₹1,566.04; less 10% ₹156.60 = ₹1,409.44.
    expect(summary).toMatchObject({ mrpPaise: 159800, discountPaise: 3196, totalPaise: 156604, couponDiscountPaise: 15660, itemsPaise: 140944 });
  });
});
