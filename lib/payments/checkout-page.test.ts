import { afterEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy } from "../security/headers.ts";
import { checkoutSourcesFor } from "./checkout-page.ts";

// Razorpay Checkout's origins are let in on the shopper's order page only, and only with Razorpay set up.

afterEach(() => {
  vi.unstubAllEnvs();
});

function withRazorpay() {
  vi.stubEnv("RAZORPAY_KEY_ID", "rzp_test_1");
  vi.stubEnv("RAZORPAY_KEY_SECRET", "secret");
  vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", "whsec");
  vi.stubEnv("RAZORPAY_API_BASE", "");
  vi.stubEnv("RAZORPAY_CHECKOUT_URL", "");
}

describe("Razorpay Checkout's place in the policy", () => {
  it("is Razorpay's own origins on /profile/orders/{id}, and nowhere else", () => {
    withRazorpay();
    const sources = { script: "https://checkout.razorpay.com", api: "https://api.razorpay.com" };
    expect(checkoutSourcesFor("/profile/orders/cm123")).toEqual(sources);
    for (const path of ["/profile/orders", "/profile", "/cart", "/address", "/profile/orders/cm123/x"]) expect(checkoutSourcesFor(path)).toBeUndefined();
    const policy = contentSecurityPolicy({ nonce: "abc", checkout: sources });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic' https://checkout.razorpay.com;");
    expect(policy).toContain("connect-src 'self' https://checkout.razorpay.com https://api.razorpay.com;");
    expect(policy).toContain("frame-src https://checkout.razorpay.com https://api.razorpay.com");
    expect(contentSecurityPolicy({ nonce: "abc" })).not.toMatch(/razorpay|frame-src/);
  });

  it("is nothing without Razorpay's keys", () => {
    expect(checkoutSourcesFor("/profile/orders/cm123")).toBeUndefined();
  });
});
