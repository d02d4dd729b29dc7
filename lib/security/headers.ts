// The browser-side defences, in one place: next.config.ts sends them on every response,
// proxy.ts swaps in a nonce policy on the pages that show accounts, carts and orders.
// SECURITY.md explains the choice.

const CLOUDINARY = "https://res.cloudinary.com";

/**
 * The Content-Security-Policy. With a nonce, only scripts carrying it (Next adds it to its
 * own scripts when it renders the page) and what they load may run: for pages rendered on
 * every request. Without one, the policy has to let Next's inline bootstrap scripts of
 * prerendered and cached pages run, so it allows inline scripts but still only from this
 * origin, never eval, never plugins, never a <base> or a frame around the shop.
 * `unsafe-eval` only under `next dev`, whose React debugging needs it.
 */
/** A payment window from another site that one page opens (Razorpay Checkout on the order page): its script's origin and its API's. */
export interface CheckoutSources {
  script: string;
  api: string;
}

export function contentSecurityPolicy({ nonce, dev = false, checkout }: { nonce?: string; dev?: boolean; checkout?: CheckoutSources } = {}): string {
  const scripts = nonce ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (dev) scripts.push("'unsafe-eval'");
  // Checkout's script comes from its own origin (browsers without 'strict-dynamic' need it
  // named; the others let it in because the page's nonced script adds it), shows the payment
  // form in a frame of its API's origin and talks to both.
  const outside = checkout ? [...new Set([checkout.script, checkout.api])] : [];
  if (checkout) scripts.push(checkout.script);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // React and next/image write style attributes, which nonces cannot cover.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${CLOUDINARY}${outside.map((origin) => ` ${origin}`).join("")}`,
    "font-src 'self' data:",
    `connect-src 'self'${outside.map((origin) => ` ${origin}`).join("")}${dev ? " ws: wss:" : ""}`,
    ...(checkout ? [`frame-src ${outside.join(" ")}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Headers that are the same on every response. */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  // For browsers older than frame-ancestors.
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Sent only when the request came over HTTPS (a browser ignores it over HTTP anyway, and localhost must stay usable). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** A fresh, unguessable nonce for one page view. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
