import { describe, expect, it } from "vitest";
import { isUnreadablePath } from "@/lib/security/request-path";

describe("paths that name nothing", () => {
  it("percent-encoding that is not UTF-8, or a decoded control character", () => {
    for (const path of ["/%ff", "/products/%ff", "/api/cart/%ff", "/uploads/%ff.webp", "/api/cart/add/%c3%28", "/products/%00", "/%0a", "/a/%7f"]) {
      expect(isUnreadablePath(path), path).toBe(true);
    }
  });

  it("anything else, however encoded", () => {
    for (const path of [
      "/",
      "/products/linen%20shirt",
      "/products/%E0%A4%95%E0%A5%81%E0%A4%B0%E0%A5%8D%E0%A4%A4%E0%A4%BE",
      "/products/%2500",
      "/product/abc",
      "/products/100%25",
    ]) {
      expect(isUnreadablePath(path), path).toBe(false);
    }
  });
});
