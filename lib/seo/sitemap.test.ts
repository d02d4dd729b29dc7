import { describe, expect, it } from "vitest";
import { productFileCount, sitemapIndexXml, urlsetXml } from "@/lib/seo/sitemap";

describe("sitemap", () => {
  it("is one file up to 50,000 addresses and an index of numbered files above", () => {
    expect(productFileCount(49_990, 10)).toBe(0);
    expect(productFileCount(49_991, 10)).toBe(1);
    expect(productFileCount(100_000, 10)).toBe(2);
    expect(productFileCount(100_001, 10)).toBe(3);
    const index = sitemapIndexXml(2);
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toMatch(/\/sitemap\/2\.xml<\/loc>/);
  });

  it("escapes addresses", () => {
    expect(urlsetXml([{ path: "/products/a&b" }])).toContain("/products/a&#38;b</loc>");
  });
});
