import { describe, expect, it } from "vitest";
import { carryingNext, returnPath } from "./return-path";

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
    expect(returnPath("/hi/login")).toBeNull();
    expect(returnPath("/hi/login?next=/hi/cart")).toBeNull();
    expect(returnPath("/hi/cart")).toBe("/hi/cart");
    expect(returnPath("/login-help")).toBe("/login-help");
  });
});

describe("carryingNext", () => {
  it("passes a path of the shop on, and nothing else", () => {
    expect(carryingNext("/register", "/product/abc?size=M")).toBe("/register?next=%2Fproduct%2Fabc%3Fsize%3DM");
    expect(returnPath(new URLSearchParams(carryingNext("/login", "/product/abc?size=M").split("?")[1]).get("next"))).toBe("/product/abc?size=M");
    expect(carryingNext("/login", "https://evil.example/")).toBe("/login");
    expect(carryingNext("/login", null)).toBe("/login");
  });
});
