import { describe, expect, it } from "vitest";
import { compareSizes } from "@/lib/catalog/facets";

describe("sizes", () => {
  it("orders sizes as a shopper reads them", () => {
    expect(["XL", "10", "M", "S", "8", "Free", "XS"].sort(compareSizes)).toEqual(["XS", "S", "M", "XL", "8", "10", "Free"]);
  });
});
