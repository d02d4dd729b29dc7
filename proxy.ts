import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { readTokenClaims, type TokenClaims } from "@/lib/auth/token";

/**
 * Redirects only (spec §2, DESIGN §5): pages that need a login or a seller go to / without
 * one, and /login goes to / for someone already logged in. It is never the guard: every
 * page and route handler checks the session itself. The seller's /{id} page checks itself.
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

export async function proxy(request: NextRequest) {
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const claims = token ? await readTokenClaims(token) : null;
  if (allowed(request.nextUrl.pathname, claims)) return NextResponse.next();
  return NextResponse.redirect(new URL("/", request.url));
}

export const config = {
  matcher: ["/login", "/cart", "/address", "/profile", "/dashboard/:path*", "/add-item/:path*", "/myproducts/:path*", "/orders/list/:path*", "/account/:path*"],
};
