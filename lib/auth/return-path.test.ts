import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("keeps a path of the shop, with its query", () => {
    expect(returnPath("/product/abc123")).toBe("/product/abc123");
    expect(returnPath("/product/abc123?size=M")).toBe("/product/abc123?size=M");
    expect(returnPath("/products/shirts?size=M&page=2")).toBe("/products/shirts?size=M&page=2");
  });

  it("refuses anything that could leave the shop", () => {
    for (const next of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "evil.example", "/a\nb", "/a\u0000"]) {
      expect(returnPath(next), next).toBeNull();
    }
  });

  it("refuses nothing, too long, and the login page itself", () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath("")).toBeNull();
    expect(returnPath(`/${"a".repeat(600)}`)).toBeNull();
    expect(returnPath("/login")).toBeNull();
    expect(returnPath("/login?next=/cart")).toBeNull();
  });
});
