import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signedPercentOfPaise } from "../money.ts";
import { settleMonth, type SellerMonth } from "./settlement.ts";

// The marketplace's one settlement rule (issue 45, point 5): commission, its GST, TCS and TDS of
// a seller's month, each rounded once, and payable = net − commission − commissionGst − tcs − tds.

const month = (fields: Partial<SellerMonth> = {}): SellerMonth => ({
  salesPaise: 0,
  returnsPaise: 0,
  intraTaxablePaise: 0,
  interTaxablePaise: 0,
  grossTaxablePaise: 0,
  commissionBases: [],
  registered: true,
  commissionWithinState: false,
  ...fields,
});

describe("signedPercentOfPaise", () => {
  it("rounds to the paisa half away from zero", () => {
    expect(signedPercentOfPaise(100_00, 25)).toBe(25); // 0.25% of ₹100
    expect(signedPercentOfPaise(1_50, 1800)).toBe(27);
    expect(signedPercentOfPaise(2_50, 10)).toBe(0); // 0.25 paisa
    expect(signedPercentOfPaise(5_00, 10)).toBe(1); // 0.5 paisa rounds up
    expect(signedPercentOfPaise(-5_00, 10)).toBe(-1); // and its return back down
    expect(() => signedPercentOfPaise(1.5, 10)).toThrow(RangeError);
    expect(() => signedPercentOfPaise(100, 10_001)).toThrow(RangeError);
  });

  it("gives a negative amount the exact opposite of the positive one's figure", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        expect(signedPercentOfPaise(-amount, bp) + signedPercentOfPaise(amount, bp)).toBe(0);
        expect(Math.abs(signedPercentOfPaise(amount, bp) * 10_000 - amount * bp)).toBeLessThanOrEqual(5000);
      }),
    );
  });
});

describe("settleMonth", () => {
  it("a registered seller's month: commission and its 18% GST, TCS by supply, TDS on the gross", () => {
    // ₹10,500 of invoices (₹10,000 taxable: ₹6,000 within the state, ₹4,000 to others), a
    // ₹1,050 return (₹1,000 taxable, within the state); ₹9,450 delivered net at 12.5%.
    const settled = settleMonth(
      month({
        salesPaise: 10_500_00,
        returnsPaise: 1_050_00,
        intraTaxablePaise: 5_000_00,
        interTaxablePaise: 4_000_00,
        grossTaxablePaise: 10_000_00,
        commissionBases: [{ basisPoints: 1250, paise: 9_450_00 }],
      }),
    );
    expect(settled).toEqual({
      net: 9_450_00,
      commission: 1_181_25,
      commissionGst: 212_63, // 18% of ₹1,181.25 = ₹212.625, half up
      commissionTax: { cgst: 0, sgst: 0, igst: 212_63 },
      tcs: { cgst: 12_50, sgst: 12_50, igst: 20_00 },
      tds: 10_00,
      payable: 9_450_00 - 1_181_25 - 212_63 - 45_00 - 10_00,
    });
  });

  it("a seller in the shop's state: the commission's GST is 9% CGST + 9% SGST, each rounded once, so the two are equal", () => {
    const settled = settleMonth(month({ commissionBases: [{ basisPoints: 1250, paise: 9_450_00 }], commissionWithinState: true }));
    // 9% of ₹1,181.25 = ₹106.3125 → ₹106.31 each: a paisa less than 18% rounded once.
    expect([settled.commissionTax, settled.commissionGst]).toEqual([{ cgst: 106_31, sgst: 106_31, igst: 0 }, 212_62]);
  });

  it("an unregistered seller pays no TCS, but TDS all the same", () => {
    const settled = settleMonth(month({ salesPaise: 1_000_00, intraTaxablePaise: 1_000_00, grossTaxablePaise: 1_000_00, registered: false }));
    expect(settled.tcs).toEqual({ cgst: 0, sgst: 0, igst: 0 });
    expect(settled.tds).toBe(1_00);
  });

  const months = fc.record({
    salesPaise: fc.integer({ min: 0, max: 1e10 }),
    returnsPaise: fc.integer({ min: 0, max: 1e10 }),
    intraTaxablePaise: fc.integer({ min: -1e10, max: 1e10 }),
    interTaxablePaise: fc.integer({ min: -1e10, max: 1e10 }),
    grossTaxablePaise: fc.integer({ min: 0, max: 1e10 }),
    commissionBases: fc.array(fc.record({ basisPoints: fc.integer({ min: 0, max: 5000 }), paise: fc.integer({ min: -1e10, max: 1e10 }) }), { maxLength: 3 }),
    registered: fc.boolean(),
    commissionWithinState: fc.boolean(),
  });

  it("holds the identity payable = net − commission − commissionGst − tcs − tds in whole paise, each figure within half a paisa of exact", () => {
    fc.assert(
      fc.property(months, (m) => {
        const s = settleMonth(m);
        for (const figure of [s.net, s.commission, s.commissionGst, s.tcs.cgst, s.tcs.sgst, s.tcs.igst, s.tds, s.payable])
          expect(Number.isSafeInteger(figure)).toBe(true);
        expect(s.net).toBe(m.salesPaise - m.returnsPaise);
        expect(s.payable).toBe(s.net - s.commission - s.commissionGst - s.tcs.cgst - s.tcs.sgst - s.tcs.igst - s.tds);
        const exact = m.commissionBases.reduce((sum, base) => sum + (base.paise * base.basisPoints) / 10_000, 0);
        expect(Math.abs(s.commission - exact)).toBeLessThanOrEqual(0.5 * m.commissionBases.length);
        expect(Math.abs(s.tds - m.grossTaxablePaise / 1000)).toBeLessThanOrEqual(0.5);
        expect(s.tcs.cgst).toBe(s.tcs.sgst);
        expect(s.commissionTax.cgst).toBe(s.commissionTax.sgst);
        expect(s.commissionTax.cgst + s.commissionTax.sgst + s.commissionTax.igst).toBe(s.commissionGst);
        expect(Math.abs(s.commissionGst - s.commission * 0.18)).toBeLessThanOrEqual(1);
        if (!m.registered) expect(s.tcs).toEqual({ cgst: 0, sgst: 0, igst: 0 });
      }),
    );
  });

  it("settles a month of sales and the same sales returned to nothing but the TDS of the gross", () => {
    fc.assert(
      fc.property(months, (m) => {
        const s = settleMonth({ ...m, returnsPaise: m.salesPaise, intraTaxablePaise: 0, interTaxablePaise: 0, commissionBases: [] });
        expect([s.net, s.commission, s.commissionGst, s.tcs.cgst + s.tcs.sgst + s.tcs.igst]).toEqual([0, 0, 0, 0]);
        expect(s.payable + s.tds).toBe(0);
      }),
    );
  });
});
