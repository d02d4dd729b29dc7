import { describe, expect, it } from "vitest";
import {
  internalListingPath,
  listingHref,
  normalizeTerm,
  pageWindow,
  parsePage,
  searchPath,
  toggledSize,
  viewFromQuery,
  viewFromSegments,
} from "@/lib/catalog/listing-path";

describe("listing addresses", () => {
  it("reads ?page, ?size and ?color, normalised so equal views share one cached page", () => {
    expect(viewFromQuery(new URLSearchParams("page=3&size=m&color=Sky%20Blue"))).toEqual({ page: 3, size: "M", color: "sky blue" });
    expect(viewFromQuery(new URLSearchParams("page=abc&size=&color=-"))).toEqual({ page: 1, size: undefined, color: undefined });
    expect(viewFromQuery(new URLSearchParams("sort=price_desc")).sort).toBe("price_desc");
    expect(viewFromQuery(new URLSearchParams("sort=cheapest")).sort).toBeUndefined();
    expect(parsePage("0")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("100001")).toBe(1);
  });

  it("takes several sizes at once, each once and in their natural order, so one choice has one address", () => {
    expect(viewFromQuery(new URLSearchParams("size=l,m")).size).toBe("M,L");
    expect(viewFromQuery(new URLSearchParams("size=UK 10&size=uk 3&size=UK 10")).size).toBe("UK 3,UK 10");
    expect(viewFromQuery(new URLSearchParams("size=,-,")).size).toBeUndefined();
    expect(internalListingPath("shoes", { page: 1, size: "UK 3,UK 10" })).toBe("/listing/in/shoes/1/UK%203%2CUK%2010/-/-");
    expect(viewFromSegments({ page: "1", size: "L%2CM", color: "-", sort: "-" }).size).toBe("M,L");
    expect(toggledSize({ page: 3, size: "M" }, "L")).toEqual({ page: 1, size: "M,L" });
    expect(toggledSize({ page: 1, size: "M,L" }, "M")).toEqual({ page: 1, size: "L" });
    expect(toggledSize({ page: 1, size: "M" }, "M")).toEqual({ page: 1, size: undefined });
    expect(listingHref("/products/shirts", { page: 1, size: "M,L" })).toBe("/products/shirts?size=M%2CL");
  });

  it("rewrites to path segments and back", () => {
    const view = { page: 2, size: "XL", color: "sky blue", sort: "price_asc" as const };
    expect(internalListingPath(null, view)).toBe("/listing/all/2/XL/sky%20blue/price_asc");
    expect(internalListingPath("men's kurta", { page: 2 })).toBe("/listing/in/men's%20kurta/2/-/-/-");
    expect(viewFromSegments({ page: "2", size: "XL", color: "sky%20blue", sort: "price_asc" })).toEqual(view);
    expect(viewFromSegments({ page: "1", size: "-", color: "-", sort: "-" })).toEqual({ page: 1, size: undefined, color: undefined, sort: undefined });
  });

  it("leaves out an order that is the listing's default or does not apply, so each view has one internal path", () => {
    expect(internalListingPath("shirts", { page: 2, sort: "newest" })).toBe("/listing/in/shirts/2/-/-/-");
    expect(internalListingPath("shirts", { page: 2, sort: "relevance" })).toBe("/listing/in/shirts/2/-/-/-");
    expect(internalListingPath(null, { page: 2, sort: "relevance" })).toBe("/listing/all/2/-/-/-");
    expect(internalListingPath("linen", { page: 2, sort: "relevance" })).toBe("/listing/in/linen/2/-/-/-");
    expect(internalListingPath("linen", { page: 1, sort: "newest" })).toBe("/listing/in/linen/1/-/-/newest");
    expect(internalListingPath("shirts", { page: 1, sort: "price_desc" })).toBe("/listing/in/shirts/1/-/-/price_desc");
  });

  it("sends a listing's first view, whatever its spelling, to the first view's own page", () => {
    expect(internalListingPath(null, { page: 1 })).toBe("/products");
    expect(internalListingPath(null, { page: 1, sort: "relevance" })).toBe("/products");
    expect(internalListingPath("shirts", { page: 1, sort: "newest" })).toBe("/products/shirts");
    expect(internalListingPath("men's kurta", { page: 1, sort: "relevance" })).toBe("/products/men's%20kurta");
    expect(internalListingPath("linen", { page: 1, sort: "newest" })).toBe("/listing/in/linen/1/-/-/newest");
  });

  it("lower-cases and decodes the slug, and cuts search text at 100 characters", () => {
    expect(normalizeTerm("Linen%20Shirts")).toBe("linen shirts");
    expect(normalizeTerm("100%")).toBe("100%");
    expect(normalizeTerm("a".repeat(150))).toHaveLength(100);
  });

  it("builds one public address per view, page 1 being the bare path", () => {
    expect(listingHref("/products/shirts", { page: 1 })).toBe("/products/shirts");
    expect(listingHref("/products", { page: 3, color: "navy", size: "M" })).toBe("/products?size=M&color=navy&page=3");
    expect(listingHref("/products/linen", { page: 2, size: "M", sort: "price_desc" })).toBe("/products/linen?size=M&sort=price_desc&page=2");
  });

  it("shows a window of page numbers, not thousands", () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 4167)).toEqual([1, 2, 3, null, 4167]);
    expect(pageWindow(50, 4167)).toEqual([1, null, 48, 49, 50, 51, 52, null, 4167]);
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("sends a search to the listing of its lower-cased text, an empty one to all products", () => {
    expect(searchPath("  Linen Shirt ")).toBe("/products/linen%20shirt");
    expect(searchPath("   ")).toBe("/products");
  });
});

describe("listing terms and filters with control characters", () => {
  it("a term Next has already decoded to %00 is not decoded again to NUL", () => {
    expect(normalizeTerm("%00")).toBe("%00");
    expect(normalizeTerm("linen%20shirt")).toBe("linen shirt");
  });

  it("a filter carrying a control character filters nothing", () => {
    expect(viewFromQuery(new URLSearchParams("size=%00&color=a%00b&page=2"))).toEqual({ page: 2, size: undefined, color: undefined, sort: undefined });
    expect(viewFromSegments({ page: "1", size: "%00", color: "navy", sort: "-" })).toEqual({ page: 1, size: "%00", color: "navy", sort: undefined });
  });
});
