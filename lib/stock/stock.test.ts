import { describe, expect, it } from "vitest";
import { byUnitsLeft } from "./stock";

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
