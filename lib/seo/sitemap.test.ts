import { describe, expect, it } from "vitest";
import { productFileCount, sitemapIndexXml, urlsetXml } from "@/lib/seo/sitemap";

describe("sitemap", () => {
  it("is one file up to 50,000 addresses (25,000 pages in two languages) and an index of numbered files above", () => {
    expect(productFileCount(24_990, 10)).toBe(0);
    expect(productFileCount(24_991, 10)).toBe(1);
    expect(productFileCount(50_000, 10)).toBe(2);
    expect(productFileCount(50_001, 10)).toBe(3);
    const index = sitemapIndexXml(2);
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toMatch(/\/sitemap\/2\.xml<\/loc>/);
  });

  it("escapes addresses", () => {
    expect(urlsetXml([{ path: "/products/a&b" }])).toContain("/products/a&#38;b</loc>");
  });

  it("lists a page with a Hindi address in both languages, each naming both and x-default as alternates; others once", () => {
    const xml = urlsetXml([{ path: "/product/p1" }, { path: "/policies/terms" }, { path: "/seller/u1" }]);
    const urls = xml.split("<url>").slice(1);
    expect(urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1])).toEqual([
      expect.stringMatching(/[^i]\/product\/p1$/),
      expect.stringMatching(/\/hi\/product\/p1$/),
      expect.stringMatching(/[^i]\/policies\/terms$/),
      expect.stringMatching(/\/hi\/policies\/terms$/),
      expect.stringMatching(/\/seller\/u1$/),
    ]);
    const alternates = (url: string) => [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], new URL(m[2]).pathname]);
    for (const url of urls.slice(0, 2)) {
      expect(alternates(url)).toEqual([
        ["en-IN", "/product/p1"],
        ["hi-IN", "/hi/product/p1"],
        ["x-default", "/product/p1"],
      ]);
    }
    for (const url of urls.slice(2, 4)) {
      expect(alternates(url)).toEqual([
        ["en-IN", "/policies/terms"],
        ["hi-IN", "/hi/policies/terms"],
        ["x-default", "/policies/terms"],
      ]);
    }
    expect(urls[4]).not.toContain("xhtml:link");
  });
});
