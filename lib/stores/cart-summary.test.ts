import { describe, expect, it } from "vitest";
import type { CartItemJson } from "../validation/responses.ts";
import { lineSubtotalPaise, pieceCount, summarizeLines } from "./cart-summary.ts";

const line = (price: number, quantity: number) => ({ quantity, productId: { price } }) as CartItemJson;

describe("summarizeLines", () => {
  it("sums the lines' rupee prices in paise and takes the 2% discount", () => {
    // ₹799.50 × 2 + ₹12.99 = ₹1,611.99; 2% is 3223.98 paise → 3224
    expect(summarizeLines([line(799.5, 2), line(12.99, 1)])).toEqual({ mrpPaise: 161199, discountPaise: 3224, totalPaise: 157975 });
  });

  it("is all zeros for an empty cart", () => {
    expect(summarizeLines([])).toEqual({ mrpPaise: 0, discountPaise: 0, totalPaise: 0 });
  });
});

describe("lineSubtotalPaise and pieceCount", () => {
  it("a line's subtotal is its price times its quantity", () => {
    expect(lineSubtotalPaise(line(799.5, 3))).toBe(239850);
  });

  it("counts pieces, not lines", () => {
    expect(pieceCount([line(10, 2), line(20, 1)])).toBe(3);
    expect(pieceCount([])).toBe(0);
  });
});
