import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, newNonce } from "./headers.ts";

/**
 * Lets a page request through under a nonce policy. Next reads the nonce from the
 * request's Content-Security-Policy header and puts it on every script it renders; the
 * browser gets the same policy, so an injected script without the nonce never runs. Only
 * for pages rendered per request (a cached page would carry another view's nonce).
 */
export function nextWithNonce(request: NextRequest): NextResponse {
  const policy = contentSecurityPolicy({ nonce: newNonce(), dev: process.env.NODE_ENV === "development" });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}
