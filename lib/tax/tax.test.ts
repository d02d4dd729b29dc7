import { describe, expect, it } from "vitest";
import { defaultHsn, hsnProblem, productHsn } from "./hsn.ts";
import { inclusiveRate, rateRow, RATE_TABLE } from "./rates.ts";
import { splitInclusive, supplyKind } from "./split.ts";
import fc from "fast-check";

const rupees = (r: number) => Math.round(r * 100);
const rateOn = (hsn: string, day: string, amountPaise: number, quantity = 1) => inclusiveRate(rateRow(hsn, day), amountPaise, quantity);

describe("rate table", () => {
  it("every row names its notification", () => {
    for (const row of RATE_TABLE) expect(row.source).toMatch(/Notification \d+\/20\d\d-Central Tax \(Rate\)/);
  });

  it("picks the row in force on the day", () => {
    expect(rateRow("6205", "2025-09-21").highRate).toBe(12);
    expect(rateRow("6205", "2025-09-22").highRate).toBe(18);
    expect(rateRow("6403", "2021-12-31").lowRate).toBe(5);
    expect(rateRow("6403", "2022-01-01").lowRate).toBe(12);
    expect(rateRow("6403", "2025-09-22").lowRate).toBe(5);
    expect(rateRow("6109", "2026-04-01").thresholdPaise).toBe(2_500_00);
    expect(() => rateRow("4202", "2026-04-01")).toThrow(/no GST rate/);
    expect(() => rateRow("6205", "2017-06-30")).toThrow(/no GST rate/);
  });
});

describe("inclusive-price rule from 2025-09-22: 5% when amount ÷ 1.05 per piece ≤ ₹2,500, else 18%", () => {
  const day = "2026-01-15";
  it.each([
    [2625.0, 5],
    [2625.01, 18],
    [2950.0, 18],
    [2950.01, 18],
  ])("₹%s a piece → %s%%", (price, rate) => {
    for (const hsn of ["6205", "6109", "6404"]) expect(rateOn(hsn, day, rupees(price))).toBe(rate);
  });

  it("compares per piece: several pieces on one line", () => {
    expect(rateOn("6205", day, rupees(2625) * 3, 3)).toBe(5);
    expect(rateOn("6205", day, rupees(2625) * 3 + 1, 3)).toBe(18);
  });

  it("the taxable value at the boundaries", () => {
    expect(splitInclusive(rupees(2625), 5, "inter").taxablePaise).toBe(rupees(2500));
    expect(splitInclusive(rupees(2625.01), 18, "inter").taxablePaise).toBe(222458);
    expect(splitInclusive(rupees(2950), 18, "inter").taxablePaise).toBe(rupees(2500));
    expect(splitInclusive(rupees(2950.01), 18, "inter").taxablePaise).toBe(250001);
  });

  it("before: 5% up to ₹1,000 a piece (÷ 1.05), 12% above, for apparel", () => {
    expect(rateOn("6205", "2025-09-21", rupees(1050))).toBe(5);
    expect(rateOn("6205", "2025-09-21", rupees(1050.01))).toBe(12);
    expect(rateOn("6403", "2025-09-21", rupees(1120))).toBe(12);
    expect(rateOn("6403", "2025-09-21", rupees(1120.01))).toBe(18);
  });
});

describe("split", () => {
  it("within the state: CGST and SGST, equal halves", () => {
    expect(splitInclusive(rupees(1050), 5, "intra")).toEqual({ taxablePaise: rupees(1000), cgstPaise: 2500, sgstPaise: 2500, igstPaise: 0 });
    expect(splitInclusive(rupees(2950), 18, "intra")).toEqual({ taxablePaise: rupees(2500), cgstPaise: 22500, sgstPaise: 22500, igstPaise: 0 });
  });

  it("to another state: IGST", () => {
    expect(splitInclusive(rupees(1050), 5, "inter")).toEqual({ taxablePaise: rupees(1000), cgstPaise: 0, sgstPaise: 0, igstPaise: 5000 });
  });

  it("an odd paisa: the halves stay equal and the taxable value takes the difference", () => {
    // 783.51 ÷ 1.05 = 746.2 → tax 37.31, odd: halves 18.66 each, taxable 746.19.
    expect(splitInclusive(78351, 5, "intra")).toEqual({ taxablePaise: 74619, cgstPaise: 1866, sgstPaise: 1866, igstPaise: 0 });
    expect(splitInclusive(78351, 5, "inter")).toEqual({ taxablePaise: 74620, cgstPaise: 0, sgstPaise: 0, igstPaise: 3731 });
  });

  it("a discounted share (₹799 less 2% = ₹783.02) adds up to the paisa", () => {
    const split = splitInclusive(78302, 5, "intra");
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise).toBe(78302);
  });

  it("taxable value + taxes = the amount, and the taxable value is within a paisa of amount ÷ (1 + rate)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.constantFrom(0, 5, 12, 18),
        fc.constantFrom("intra" as const, "inter" as const),
        (amount, rate, supply) => {
          const s = splitInclusive(amount, rate, supply);
          expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(amount);
          expect(Math.abs(s.taxablePaise - (amount * 100) / (100 + rate))).toBeLessThanOrEqual(1);
          expect(s.cgstPaise).toBe(s.sgstPaise);
        },
      ),
    );
  });

  it("place of supply", () => {
    expect(supplyKind("29", "29")).toBe("intra");
    expect(supplyKind("29", "07")).toBe("inter");
  });
});

describe("HSN", () => {
  it("defaults per category", () => {
    expect(defaultHsn(["shirts", "men"])).toBe("6205");
    expect(defaultHsn(["shirts", "women"])).toBe("6206");
    expect(defaultHsn(["trousers", "men"])).toBe("6203");
    expect(defaultHsn(["trousers", "women"])).toBe("6204");
    expect(defaultHsn(["tops", "women"])).toBe("6206");
    expect(defaultHsn(["kurtas", "men"])).toBe("6211");
    expect(defaultHsn(["shoes", "women"])).toBe("6403");
    expect(defaultHsn(["scarves"])).toBe("6211");
    expect(productHsn({ hsn: "6404", categories: ["shoes"] })).toBe("6404");
    expect(productHsn({ hsn: null, categories: ["shoes"] })).toBe("6403");
  });

  it("accepts 4, 6 or 8 digits of a taxed chapter", () => {
    expect(hsnProblem("6205")).toBeNull();
    expect(hsnProblem("610910")).toBeNull();
    expect(hsnProblem("64041990")).toBeNull();
    expect(hsnProblem("62051")).toBe("4, 6 or 8 digits");
    expect(hsnProblem("62O5")).toBe("4, 6 or 8 digits");
    expect(hsnProblem("4202")).toMatch(/chapters 61, 62, 64/);
  });
});
