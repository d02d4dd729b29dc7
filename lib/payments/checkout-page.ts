import { razorpayCheckoutUrl, razorpayConfig } from "../config.ts";
import type { CheckoutSources } from "../security/headers.ts";

// Razorpay Checkout runs on one page only, the shopper's order page (docs/architecture.md,
// Payments); no other page loads its script or lets its origins in (proxy.ts).

/** The shopper's order page: /profile/orders/{orderId}. */
const ORDER_PAGE = /^\/profile\/orders\/[^/]+$/;

/** The origins the page at this path lets in for Razorpay Checkout: only the order page, only with Razorpay set up. */
export function checkoutSourcesFor(pathname: string): CheckoutSources | undefined {
  if (!ORDER_PAGE.test(pathname)) return undefined;
  const config = razorpayConfig();
  if (!config) return undefined;
  return { script: new URL(razorpayCheckoutUrl()).origin, api: new URL(config.apiBase).origin };
}
