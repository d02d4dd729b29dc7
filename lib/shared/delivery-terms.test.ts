import { describe, expect, it } from "vitest";
import { chargedDeliveryPaise, deliveryFeePaise, FREE_DELIVERY, isServiceable } from "@/lib/shared/delivery-terms";
import { deliveryTermsText } from "@/lib/delivery/terms-text";

// The demo shop's terms: ₹49 below ₹499.
const demo = { feePaise: 4900, freeAbovePaise: 49900, blockedPins: ["744", "79", "110001"] };

describe("delivery fee", () => {
  it("is the flat fee below the free-delivery value and nothing at or above it", () => {
    expect(deliveryFeePaise(demo, 49899)).toBe(4900);
    expect(deliveryFeePaise(demo, 49900)).toBe(0);
    expect(deliveryFeePaise(demo, 49901)).toBe(0);
    expect(deliveryFeePaise(demo, 0)).toBe(4900);
  });

  it("always applies without a free-delivery value, and is nothing for a shop without terms", () => {
    expect(deliveryFeePaise({ feePaise: 4900, freeAbovePaise: null }, 10_000_000)).toBe(4900);
    expect(deliveryFeePaise(FREE_DELIVERY, 100)).toBe(0);
  });

  it("stays while any line is not cancelled and is dropped when every line is", () => {
    expect(chargedDeliveryPaise(4900, [{ status: "Cancelled" }, { status: "Accepted" }])).toBe(4900);
    expect(chargedDeliveryPaise(4900, [{ status: "Cancelled" }, { status: "ReturnedToOrigin" }])).toBe(4900);
    expect(chargedDeliveryPaise(4900, [{ status: "Cancelled" }, { status: "Cancelled" }])).toBe(0);
  });

  it("is described in a few words", () => {
    expect(deliveryTermsText(demo)).toBe("Free delivery above ₹499");
    expect(deliveryTermsText({ feePaise: 4900, freeAbovePaise: null })).toBe("Delivery ₹49");
    expect(deliveryTermsText(FREE_DELIVERY)).toBe("Free delivery");
    expect(deliveryTermsText({ feePaise: 4900, freeAbovePaise: 0 })).toBe("Free delivery");
    expect(deliveryTermsText(demo, "hi")).toBe("₹499 से ऊपर मुफ़्त डिलीवरी");
  });
});

describe("serviceability", () => {
  it("refuses a blocked PIN and every PIN under a blocked prefix, and serves the rest", () => {
    expect(isServiceable(demo, "744101")).toBe(false);
    expect(isServiceable(demo, "795001")).toBe(false);
    expect(isServiceable(demo, "110001")).toBe(false);
    expect(isServiceable(demo, "110002")).toBe(true);
    expect(isServiceable(demo, "560038")).toBe(true);
    expect(isServiceable(FREE_DELIVERY, "744101")).toBe(true);
  });
});
