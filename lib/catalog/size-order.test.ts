import { describe, expect, it } from "vitest";
import { compareSizes } from "@/lib/catalog/size-order";

describe("sizes", () => {
  it("orders sizes as a shopper reads them", () => {
    expect(["XL", "10", "M", "S", "8", "Free", "XS"].sort(compareSizes)).toEqual(["XS", "S", "M", "XL", "8", "10", "Free"]);
    expect(["UK 10", "UK 3", "UK 7", "UK 4"].sort(compareSizes)).toEqual(["UK 3", "UK 4", "UK 7", "UK 10"]);
    expect(["XXL", "3XL", "XS", "L"].sort(compareSizes)).toEqual(["XS", "L", "XXL", "3XL"]);
    expect(["36", "26", "30"].sort(compareSizes)).toEqual(["26", "30", "36"]);
  });
});
