import { describe, expect, it } from "vitest";
import { deliveryChargesSentence } from "@/lib/legal/shop-facts";

describe("the shipping policy's delivery charges", () => {
  it("say the shop's own terms: free, a flat fee, or a fee below a value", () => {
    expect(deliveryChargesSentence({ feePaise: 0, freeAbovePaise: null, blockedPins: [] })).toBe("Delivery is free: there is no delivery charge on any order.");
    expect(deliveryChargesSentence({ feePaise: 4900, freeAbovePaise: null, blockedPins: [] })).toBe(
      "Every order pays ₹49 for delivery. The cart shows the charge before you order.",
    );
    expect(deliveryChargesSentence({ feePaise: 4900, freeAbovePaise: 49900, blockedPins: ["744"] })).toBe(
      "Delivery costs ₹49 when the items of an order come to less than ₹499 (after the discount), and is free from ₹499. The cart shows the charge before you order. We do not deliver to a few PIN codes; the address form says so as soon as you type one.",
    );
  });
});
