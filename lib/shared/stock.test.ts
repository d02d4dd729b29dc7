import { describe, expect, it } from "vitest";
import { byUnitsLeft, canBuy } from "./stock";

describe("byUnitsLeft", () => {
  it("groups a product's low sizes by units left, fewest first, keeping the sizes' order", () => {
    expect(
      byUnitsLeft([
        { size: "S", units: 2 },
        { size: "M", units: 0 },
        { size: "L", units: 2 },
        { size: "XL", units: 1 },
      ]),
    ).toEqual([
      [0, ["M"]],
      [1, ["XL"]],
      [2, ["S", "L"]],
    ]);
    expect(byUnitsLeft([])).toEqual([]);
  });
});

describe("canBuy", () => {
  it("asks about one size, or with '' (a wishlist's any size) about all of them; untracked stock is always there", () => {
    const stock = { S: 0, M: 2 };
    expect(canBuy(stock, "S")).toBe(false);
    expect(canBuy(stock, "M")).toBe(true);
    expect(canBuy(stock, "XL")).toBe(false);
    expect(canBuy(stock, "")).toBe(true);
    expect(canBuy({ S: 0, M: 0 }, "")).toBe(false);
    expect(canBuy(null, "S")).toBe(true);
  });
});
