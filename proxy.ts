import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { readTokenClaims, type TokenClaims } from "@/lib/auth/token";
import { nextWithNonce } from "@/lib/security/nonce";
import { internalListingPath, normalizeTerm, viewFromQuery } from "@/lib/catalog/listing-path";

/**
 * Two jobs. Listings: /products and /products/{slug} with their ?size, ?color, ?sort and ?page
 * are rewritten to an internal path of segments (lib/catalog/listing-path.ts), so that
 * every view is a cacheable page. Redirects (docs/product.md; docs/architecture.md, The request flow): pages that need a login
 * or a seller go to / without one, and /login goes to / for someone already logged in.
 * It is never the guard: every page and route handler checks the session itself. The
 * seller's /{id} page checks itself. The pages let through here are rendered per request
 * and show accounts, carts and addresses, so they get a nonce Content-Security-Policy
 * (lib/security/nonce.ts, SECURITY.md).
 */
const NEEDS_LOGIN = ["/cart", "/address", "/profile"];
const NEEDS_SELLER = ["/dashboard", "/add-item", "/myproducts", "/orders/list", "/account"];

function under(pathname: string, paths: string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

function allowed(pathname: string, claims: TokenClaims | null): boolean {
  if (pathname === "/login") return claims === null;
  if (under(pathname, NEEDS_SELLER)) return claims?.admin === true;
  if (under(pathname, NEEDS_LOGIN)) return claims !== null;
  return true;
}

/** The internal path of a listing address, or null when this is not one. */
function listingPath(url: URL): string | null {
  const match = /^\/products(?:\/([^/]+))?$/.exec(url.pathname);
  if (!match) return null;
  const term = match[1] ? normalizeTerm(match[1]) : "";
  return internalListingPath(term || null, viewFromQuery(url.searchParams));
}

export async function proxy(request: NextRequest) {
  const listing = listingPath(request.nextUrl);
  if (listing) return NextResponse.rewrite(new URL(listing, request.url));
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const claims = token ? await readTokenClaims(token) : null;
  if (allowed(request.nextUrl.pathname, claims)) return nextWithNonce(request);
  return NextResponse.redirect(new URL("/", request.url));
}

// A listing with none of ?page, ?size, ?color and ?sort skips this function: next.config.ts
// rewrites it with a rule, which costs far less per request than running a proxy.
export const config = {
  matcher: [
    { source: "/products", has: [{ type: "query", key: "page" }] },
    { source: "/products", has: [{ type: "query", key: "size" }] },
    { source: "/products", has: [{ type: "query", key: "color" }] },
    { source: "/products", has: [{ type: "query", key: "sort" }] },
    { source: "/products/:slug", has: [{ type: "query", key: "page" }] },
    { source: "/products/:slug", has: [{ type: "query", key: "size" }] },
    { source: "/products/:slug", has: [{ type: "query", key: "color" }] },
    { source: "/products/:slug", has: [{ type: "query", key: "sort" }] },
    "/login",
    "/cart",
    "/address",
    "/profile/:path*",
    "/dashboard/:path*",
    "/add-item/:path*",
    "/myproducts/:path*",
    "/orders/list/:path*",
    "/account/:path*",
  ],
};
