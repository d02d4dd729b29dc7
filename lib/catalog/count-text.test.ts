import { describe, expect, it } from "vitest";
import { listingCountText } from "./count-text.ts";

describe("listingCountText", () => {
  it("counts products and pages in Indian digit groups", () => {
    expect(listingCountText(1, false, 1, 1)).toBe("1 product");
    expect(listingCountText(24, false, 1, 1)).toBe("24 products");
    expect(listingCountText(125000, false, 2, 5209)).toBe("1,25,000 products · page 2 of 5,209");
  });

  it("says a search that counted no further than its depth has at least that many", () => {
    expect(listingCountText(1000, true, 3, 42)).toBe("1,000+ products · page 3 of 42+");
    expect(listingCountText(1, true, 1, 1)).toBe("1+ products");
  });
});
