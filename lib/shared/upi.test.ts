import { describe, expect, it } from "vitest";
import { upiAmount, upiQrSvg, upiUri, UTR_PATTERN, VPA_PATTERN } from "./upi.ts";

describe("the UPI link", () => {
  it("carries payee, exact amount with two decimals, INR, a note and the order number", () => {
    expect(upiUri({ vpa: "vastra.demo@okaxis", payeeName: "Vastra Demo Fashions" }, 372106, "OD10000042")).toBe(
      "upi://pay?pa=vastra.demo@okaxis&pn=Vastra%20Demo%20Fashions&am=3721.06&cu=INR&tn=Order%20OD10000042&tr=OD10000042",
    );
  });

  it("encodes what a query cannot carry as it is", () => {
    expect(upiUri({ vpa: "a.b@ybl", payeeName: "Rao & Sons = #1?" }, 5, "OD1")).toBe(
      "upi://pay?pa=a.b@ybl&pn=Rao%20%26%20Sons%20%3D%20%231%3F&am=0.05&cu=INR&tn=Order%20OD1&tr=OD1",
    );
  });

  it("writes amounts from whole paise", () => {
    expect(upiAmount(100)).toBe("1.00");
    expect(upiAmount(79950)).toBe("799.50");
    expect(upiAmount(123456789)).toBe("1234567.89");
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(10.5)).toThrow(RangeError);
  });

  it("draws the link as an SVG QR code", async () => {
    const svg = await upiQrSvg("upi://pay?pa=a@b&am=1.00");
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<path");
  });

  it("knows a UPI ID and a UTR when it sees one", () => {
    expect(VPA_PATTERN.test("vastra.demo@okaxis")).toBe(true);
    expect(VPA_PATTERN.test("no-at-sign")).toBe(false);
    expect(VPA_PATTERN.test("a@b c")).toBe(false);
    expect(UTR_PATTERN.test("412345678901")).toBe(true);
    expect(UTR_PATTERN.test("41234567890")).toBe(false);
    expect(UTR_PATTERN.test("41234567890a")).toBe(false);
  });
});
