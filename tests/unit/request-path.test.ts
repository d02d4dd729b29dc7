import { describe, expect, it } from "vitest";
import { normalizeTerm, viewFromQuery, viewFromSegments } from "@/lib/catalog/listing-path";
import { isUnreadablePath } from "@/lib/security/request-path";

describe("paths that name nothing", () => {
  it("percent-encoding that is not UTF-8, or a decoded control character", () => {
    for (const path of ["/%ff", "/products/%ff", "/api/cart/%ff", "/uploads/%ff.webp", "/api/cart/add/%c3%28", "/products/%00", "/%0a", "/a/%7f"]) {
      expect(isUnreadablePath(path), path).toBe(true);
    }
  });

  it("anything else, however encoded", () => {
    for (const path of ["/", "/products/linen%20shirt", "/products/%E0%A4%95%E0%A5%81%E0%A4%B0%E0%A5%8D%E0%A4%A4%E0%A4%BE", "/products/%2500", "/product/abc", "/products/100%25"]) {
      expect(isUnreadablePath(path), path).toBe(false);
    }
  });
});

describe("listing terms and filters with control characters", () => {
  it("a term Next has already decoded to %00 is not decoded again to NUL", () => {
    expect(normalizeTerm("%00")).toBe("%00");
    expect(normalizeTerm("linen%20shirt")).toBe("linen shirt");
  });

  it("a filter carrying a control character filters nothing", () => {
    expect(viewFromQuery(new URLSearchParams("size=%00&color=a%00b&page=2"))).toEqual({ page: 2, size: undefined, color: undefined });
    expect(viewFromSegments({ page: "1", size: "%00", color: "navy" })).toEqual({ page: 1, size: "%00", color: "navy" });
  });
});
