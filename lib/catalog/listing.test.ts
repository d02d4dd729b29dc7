import { describe, expect, it } from "vitest";
import { shownView } from "./listing.ts";

describe("shownView", () => {
  it("drops an order that is the listing's default or does not apply to it", () => {
    expect(shownView({ category: "shirts" }, { page: 2, sort: "newest" })).toEqual({ page: 2, sort: undefined });
    expect(shownView({ category: "shirts" }, { page: 1, sort: "relevance" })).toEqual({ page: 1, sort: undefined });
    expect(shownView({ q: "linen" }, { page: 1, sort: "relevance" })).toEqual({ page: 1, sort: undefined });
  });

  it("keeps an order the shopper chose", () => {
    expect(shownView({ q: "linen" }, { page: 1, sort: "newest", size: "M" })).toEqual({ page: 1, sort: "newest", size: "M" });
    expect(shownView({}, { page: 3, sort: "price_desc" })).toEqual({ page: 3, sort: "price_desc" });
  });
});
