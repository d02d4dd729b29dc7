import { describe, expect, it } from "vitest";
import { mobileSchema } from "../validation/address.ts";
import { internationalNumber, mobileFromInternational } from "./mobile.ts";

describe("mobile numbers", () => {
  it("are normalised as an address's are: ten digits from 6-9, +91 or 0, spaces and dashes dropped", () => {
    for (const typed of ["9876543210", "+91 98765 43210", "+91-98765-43210", "098765 43210", "98765-43210"]) {
      expect(mobileSchema.parse(typed), typed).toBe("9876543210");
    }
    for (const typed of ["5876543210", "987654321", "98765432100", "+92 9876543210", "91 98765 43210", "98765 4321x"]) {
      expect(mobileSchema.safeParse(typed).success, typed).toBe(false);
    }
  });

  it("go to WhatsApp and MSG91 with India's code, and come back from WhatsApp as the ten digits", () => {
    expect(internationalNumber("9876543210")).toBe("919876543210");
    expect(mobileFromInternational("919876543210")).toBe("9876543210");
    expect(mobileFromInternational("9876543210")).toBe("9876543210");
    expect(mobileFromInternational("14155550123")).toBeNull();
    expect(mobileFromInternational("915876543210")).toBeNull();
  });
});
