import { describe, expect, it } from "vitest";
import { orderNumberFrom } from "./number";

describe("finding an order by what a person typed", () => {
  it("reads the number with or without its prefix, spaces, dashes or a #", () => {
    for (const typed of ["OD10000042", "od10000042", "10000042", " #OD 1000-0042 ", "Od10000042"]) expect(orderNumberFrom(typed)).toBe("OD10000042");
  });

  it("is null for what cannot be a number", () => {
    for (const typed of ["", "OD", "ODX1", "shirt", "OD1.5", "1".repeat(15), "cm1abc"]) expect(orderNumberFrom(typed)).toBeNull();
  });
});
