import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { readTokenClaims, type TokenClaims } from "@/lib/auth/token";
import { checkoutSourcesFor } from "@/lib/payments/checkout-page";
import { nextWithNonce } from "@/lib/security/nonce";
import { internalListingPath, normalizeTerm, viewFromQuery } from "@/lib/catalog/listing-path";
import { notFound } from "@/lib/errors";
import { errorResponse, withCors } from "@/lib/http";
import { isUnreadablePath } from "@/lib/security/request-path";
import { hasHindi } from "@/lib/i18n/hindi-pages";
import { LANG_COOKIE, langOfPath, localized, unlocalized } from "@/lib/i18n/langs";

/**
 * Four jobs. A shopper who chose Hindi (the language switch's cookie, lib/i18n/langs.ts) and
 * comes back to an English address that has a Hindi one is sent there; only their requests
 * run this for it (the matcher's cookie condition), and no page reads the cookie.
 * Three more. A path that cannot be decoded, or holds a control character, answers 404
 * (lib/security/request-path.ts): in the API's error shape under /api, else the shop's
 * not-found page; so does an internal listing path asked for directly (/listing/…), which
 * only the rewrites below may reach, each view in its one form. Listings: /products and /products/{slug} (and under /hi) with their ?size, ?color, ?sort
 * and ?page are rewritten to an internal path of segments (lib/catalog/listing-path.ts), so that
 * every view is a cacheable page. Redirects (docs/product.md; docs/architecture.md, The request flow): pages that need a login
 * or a seller go to / without one, and /login goes to / for someone already logged in.
 * It is never the guard: every page and route handler checks the session itself. The
 * seller's /{id} page checks itself. The pages let through here are rendered per request
 * and show accounts, carts and addresses, so they get a nonce Content-Security-Policy
 * (lib/security/nonce.ts, SECURITY.md); the order page's also lets Razorpay Checkout in
 * (lib/payments/checkout-page.ts).
 */
const NEEDS_LOGIN = ["/cart", "/address", "/profile"];
/** Pages that a mailed link opens, with its token in the address: anyone may open them, under the nonce policy. */
const LINK_PAGES = ["/reset-password", "/verify-email", "/confirm-cod", "/parcel-answer"];
const NEEDS_SELLER = [
  "/dashboard",
  "/add-item",
  "/myproducts",
  "/orders",
  "/account",
  "/shop-profile",
  "/sellers",
  "/business",
  "/reviews",
  "/complaints",
  "/shop-policies",
];

function under(pathname: string, paths: string[]): boolean {
  return paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The checks below are of the page, whichever its language: /hi/cart needs a login as /cart does. */
function allowed(pathname: string, claims: TokenClaims | null): boolean {
  if (pathname === "/login") return claims === null;
  if (under(pathname, NEEDS_SELLER)) return claims?.admin === true;
  if (under(pathname, NEEDS_LOGIN)) return claims !== null;
  return true;
}

/** The internal path of a listing address, or null when this is not one; a Hindi listing's is under /hi. */
function listingPath(url: URL): string | null {
  const match = /^\/products(?:\/([^/]+))?$/.exec(unlocalized(url.pathname));
  if (!match) return null;
  const term = match[1] ? normalizeTerm(match[1]) : "";
  return localized(langOfPath(url.pathname), internalListingPath(term || null, viewFromQuery(url.searchParams)));
}

/** Someone who chose Hindi, on an English address that has a Hindi one. */
function hindiAddress(request: NextRequest): URL | null {
  const { pathname, search } = request.nextUrl;
  if (request.cookies.get(LANG_COOKIE)?.value !== "hi" || langOfPath(pathname) === "hi" || !hasHindi(pathname)) return null;
  return new URL(`${localized("hi", pathname)}${search}`, request.url);
}

/** An address no page can have: the shop's 404, drawn in its frame (app/(shop)/unreadable-address). */
const NOT_FOUND_PAGE = "/unreadable-address";

/** The 404 of a path that names nothing (isUnreadablePath, isInternalPath). */
function unreadablePath(request: NextRequest): Response {
  if (request.nextUrl.pathname.startsWith("/api/")) return withCors(request, errorResponse(notFound("No such API call.")));
  return NextResponse.rewrite(new URL(NOT_FOUND_PAGE, request.url), { status: 404 });
}

/** Asked for directly, not through a rewrite: the proxy runs on the address as sent, before any rewrite. */
function isInternalPath(pathname: string): boolean {
  const path = unlocalized(pathname);
  return path === "/listing" || path.startsWith("/listing/");
}

export async function proxy(request: NextRequest) {
  if (isUnreadablePath(request.nextUrl.pathname) || isInternalPath(request.nextUrl.pathname)) return unreadablePath(request);
  const hindi = hindiAddress(request);
  if (hindi) return NextResponse.redirect(hindi);
  const listing = listingPath(request.nextUrl);
  if (listing) return NextResponse.rewrite(new URL(listing, request.url));
  // Any other path matched only for its "%": untouched, and no nonce on what may be a cached page.
  if (under(unlocalized(request.nextUrl.pathname), LINK_PAGES)) return nextWithNonce(request);
  const page = unlocalized(request.nextUrl.pathname);
  if (!under(page, ["/login", ...NEEDS_LOGIN, ...NEEDS_SELLER])) return NextResponse.next();
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const claims = token ? await readTokenClaims(token) : null;
  if (allowed(page, claims)) return nextWithNonce(request, checkoutSourcesFor(page));
  return NextResponse.redirect(new URL(localized(langOfPath(request.nextUrl.pathname), "/"), request.url));
}

// A listing with none of ?page, ?size, ?color and ?sort (the proxy's query conditions below)
// skips this function: it is its own page (app/(shop)/products/[[...slug]]), which costs far
// less per request than running a proxy, unless its term has capitals. Of the other paths,
// only those with a "%" can be unreadable.
export const config = {
  matcher: [
    "/:path(.*%.*)",
    // Each entry is a regular expression Next builds afresh for every request to any page
    // (next/dist/shared/lib/router/utils/middleware-route-matcher.js), so the paths share
    // entries where one pattern can say them: 15 entries where one a path made 52, which the
    // product page's cached throughput felt (issue 42).
    "/:lang(hi)?/listing/:path*",
    // A term with capitals: rewritten to its lower-cased view, so that /products/Shirts and
    // /products/shirts are one cached page (case-sensitive: /products/shirts skips this).
    "/:lang(hi)?/products/:slug([^/]*[A-Z][^/]*)",
    { source: "/:lang(hi)?/products/:slug?", has: [{ type: "query", key: "page" }] },
    { source: "/:lang(hi)?/products/:slug?", has: [{ type: "query", key: "size" }] },
    { source: "/:lang(hi)?/products/:slug?", has: [{ type: "query", key: "color" }] },
    { source: "/:lang(hi)?/products/:slug?", has: [{ type: "query", key: "sort" }] },
    // Someone who chose Hindi (LANG_COOKIE), on an English page that has a Hindi address (hindiAddress).
    { source: "/", has: [{ type: "cookie", key: "lang", value: "hi" }] },
    { source: "/:page(products|product|policies)/:path*", has: [{ type: "cookie", key: "lang", value: "hi" }] },
    { source: "/:page(register|grievance)", has: [{ type: "cookie", key: "lang", value: "hi" }] },
    "/:lang(hi)?/:page(login|cart|address)",
    "/:lang(hi)?/profile/:path*",
    "/:lang(hi)?/:page(reset-password|verify-email|confirm-cod|parcel-answer)",
    "/:page(dashboard|add-item|myproducts|account|shop-profile|sellers|business|reviews|complaints|shop-policies)/:path*",
    "/orders/list/:path*",
  ],
};
