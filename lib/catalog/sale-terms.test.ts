import { describe, expect, it } from "vitest";
import { saleTerms } from "./sale-terms";

const now = new Date("2026-11-30T10:00:00Z");
const later = new Date("2026-12-05T00:00:00Z");
const kurta = { pricePaise: 199900, salePricePaise: 79900, saleEndsAt: later };

describe("saleTerms: the sale a product has after a create or an update", () => {
  it("takes a sale price below the MRP, with or without an end", () => {
    expect(saleTerms(null, { price: 1999, salePrice: 799, saleEndsAt: later }, now)).toEqual({ salePricePaise: 79900, saleEndsAt: later });
    expect(saleTerms(null, { price: 1999, salePrice: 1998.99 }, now)).toEqual({ salePricePaise: 199899, saleEndsAt: null });
    expect(saleTerms(null, { price: 1999 }, now)).toEqual({ salePricePaise: null, saleEndsAt: null });
  });

  it("refuses a sale price at or above the MRP, also when the MRP is lowered under a running sale", () => {
    expect(() => saleTerms(null, { price: 1999, salePrice: 1999 }, now)).toThrow(
      expect.objectContaining({ status: 400, fields: { salePrice: [expect.stringContaining("below the MRP ₹1,999")] } }),
    );
    expect(() => saleTerms(kurta, { salePrice: 2500 }, now)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => saleTerms(kurta, { price: 799 }, now)).toThrow(expect.objectContaining({ status: 400, fields: { price: [expect.any(String)] } }));
  });

  it("keeps a running sale through an edit of other fields, ends it with null, and forgets one that ended", () => {
    expect(saleTerms(kurta, { price: 2499 }, now)).toEqual({ salePricePaise: 79900, saleEndsAt: later });
    expect(saleTerms(kurta, { salePrice: null }, now)).toEqual({ salePricePaise: null, saleEndsAt: null });
    expect(saleTerms(kurta, {}, new Date("2026-12-06T00:00:00Z"))).toEqual({ salePricePaise: null, saleEndsAt: null });
  });

  it("refuses an end without a sale price, and an end not ahead", () => {
    expect(() => saleTerms(null, { price: 1999, saleEndsAt: later }, now)).toThrow(expect.objectContaining({ fields: { saleEndsAt: [expect.any(String)] } }));
    expect(() => saleTerms(kurta, { saleEndsAt: now }, now)).toThrow(
      expect.objectContaining({ status: 400, fields: { saleEndsAt: ["Choose a moment in the future."] } }),
    );
  });
});
