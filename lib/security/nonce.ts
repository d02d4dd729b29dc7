import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce, type CheckoutSources } from "./headers.ts";

/**
 * Lets a page request through under a nonce policy. Next reads the nonce from the
 * request's Content-Security-Policy header and puts it on every script it renders; the
 * browser gets the same policy, so an injected script without the nonce never runs. Only
 * for pages rendered per request (a cached page would carry another view's nonce). A page
 * that opens a payment window (`checkout`) also lets in that window's origins.
 */
export function nextWithNonce(request: NextRequest, checkout?: CheckoutSources): NextResponse {
  const policy = contentSecurityPolicy({ nonce: newNonce(), dev: process.env.NODE_ENV === "development", checkout });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  // Checkout opens the bank's pages (3-D Secure, netbanking) in windows that must be able to
  // report back to its frame: the opener is kept for popups only.
  if (checkout) response.headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  return response;
}
