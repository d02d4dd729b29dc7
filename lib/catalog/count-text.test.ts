import { describe, expect, it } from "vitest";
import { listingCountText } from "./count-text.ts";

describe("listingCountText", () => {
  it("counts products and pages in Indian digit groups", () => {
    expect(listingCountText("en", 1, false, 1, 1)).toBe("1 product");
    expect(listingCountText("en", 24, false, 1, 1)).toBe("24 products");
    expect(listingCountText("en", 125000, false, 2, 5209)).toBe("1,25,000 products · page 2 of 5,209");
  });

  it("says a search that counted no further than its depth has at least that many", () => {
    expect(listingCountText("en", 1000, true, 3, 42)).toBe("1,000+ products · page 3 of 42+");
    expect(listingCountText("en", 1, true, 1, 1)).toBe("1+ products");
  });
});

describe("listingCountText in Hindi", () => {
  it("counts in Latin digits with Indian grouping, the page after the pages as Hindi puts it", () => {
    expect(listingCountText("hi", 1, false, 1, 1)).toBe("1 चीज़");
    expect(listingCountText("hi", 125000, false, 2, 5209)).toBe("1,25,000 चीज़ें · 5,209 में से पेज 2");
    expect(listingCountText("hi", 1000, true, 3, 42)).toBe("1,000+ चीज़ें · 42+ में से पेज 3");
  });
});
