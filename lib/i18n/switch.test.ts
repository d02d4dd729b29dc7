import { describe, expect, it } from "vitest";
import { switchedPath } from "./switch.ts";

describe("the language switch", () => {
  it("leads to the page it was pressed on, in the other language, with its query", () => {
    expect(switchedPath("hi", "http://shop.example/product/p1", "shop.example")).toBe("/hi/product/p1");
    expect(switchedPath("hi", "http://shop.example/products/shirts?page=2", "shop.example")).toBe("/hi/products/shirts?page=2");
    expect(switchedPath("en", "http://shop.example/hi/products?sort=rating", "shop.example")).toBe("/products?sort=rating");
    expect(switchedPath("en", "http://shop.example/hi", "shop.example")).toBe("/");
    expect(switchedPath("hi", "http://shop.example/cart", "shop.example")).toBe("/hi/cart");
    expect(switchedPath("hi", "http://shop.example/login?next=%2Fcart", "shop.example")).toBe("/hi/login?next=%2Fcart");
    expect(switchedPath("hi", "http://shop.example/product/p1/reviews?sort=helpful", "shop.example")).toBe("/hi/product/p1/reviews?sort=helpful");
    expect(switchedPath("en", "http://shop.example/hi/product/p1/review", "shop.example")).toBe("/product/p1/review");
  });

  it("leads to the landing page from a page without a Hindi address, another site or no Referer", () => {
    expect(switchedPath("hi", "http://shop.example/product/p1/size-chart", "shop.example")).toBe("/hi");
    expect(switchedPath("hi", "http://shop.example/dashboard", "shop.example")).toBe("/hi");
    expect(switchedPath("hi", "https://elsewhere.example/product/p1", "shop.example")).toBe("/hi");
    expect(switchedPath("en", null, "shop.example")).toBe("/");
  });
});
