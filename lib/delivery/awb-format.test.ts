import { describe, expect, it } from "vitest";
import { awbFormatProblem } from "@/lib/delivery/awb-format";

describe("AWB forms", () => {
  it("take a number of the carrier's form, spaces or not", () => {
    expect(awbFormatProblem("delhivery", "1234567890123")).toBeNull();
    expect(awbFormatProblem("Delhivery", "1234 5678 9012 34")).toBeNull();
    expect(awbFormatProblem("bluedart", "12345678901")).toBeNull();
    expect(awbFormatProblem("India Post", "ee123456789in")).toBeNull();
  });

  it("say what a carrier's number looks like when it does not", () => {
    expect(awbFormatProblem("delhivery", "DL12345")).toBe(
      "A Delhivery AWB has 13 or 14 digits. Check the number, or the shopper's tracking link will not find the parcel.",
    );
    expect(awbFormatProblem("delhivery", "123456789012345")).toMatch(/^A Delhivery AWB has 13 or 14 digits\./);
    expect(awbFormatProblem("bluedart", "1234567890")).toMatch(/^A Blue Dart AWB has 11 digits\./);
    expect(awbFormatProblem("indiapost", "EE123456789US")).toMatch(/^An India Post article number/);
  });

  it("take anything for a carrier without a fixed form, another carrier, or nothing typed yet", () => {
    expect(awbFormatProblem("dtdc", "Z12-anything")).toBeNull();
    expect(awbFormatProblem("Professional Couriers", "PC/42")).toBeNull();
    expect(awbFormatProblem("delhivery", "  ")).toBeNull();
  });
});
