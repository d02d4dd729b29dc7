import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem } from "./gstin";

describe("GSTIN", () => {
  it("accepts published GSTINs with their check characters", () => {
    // Sample GSTINs that GST documentation and validators use.
    for (const gstin of ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4"]) expect(gstinProblem(gstin), gstin).toBeNull();
  });

  it("finds every single mistyped character and the swap of two neighbours", () => {
    const good = "27AAPFU0939F1ZV";
    for (let i = 0; i < 14; i++) {
      const changed = good.slice(0, i) + (good[i] === "9" ? "8" : good[i] === "Z" ? "Y" : good[i] === "A" ? "B" : "9") + good.slice(i + 1);
      expect(gstinProblem(changed), changed).not.toBeNull();
    }
    expect(gstinProblem("27AAPFU9039F1ZV")).toMatch(/check character/);
  });

  it("refuses the wrong shape and says what a GSTIN looks like", () => {
    for (const bad of ["", "27AAPFU0939F1Z", "27aapfu0939f1zv", "2XAAPFU0939F1ZV", "27AAPF00939F1ZV", "27AAPFU0939F0ZV"])
      expect(gstinProblem(bad), bad).toMatch(/15 characters/);
  });

  it("computes the check character of the first fourteen", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });
});
