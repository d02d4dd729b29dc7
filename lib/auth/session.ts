import { cookies } from "next/headers";
import { prisma } from "../db.ts";
import { crossSiteRefused, isCrossSiteWrite } from "./cross-site.ts";
import { readTokenClaims, TOKEN_MAX_AGE_SECONDS } from "./token.ts";

export const SESSION_COOKIE = "vastra_session";

/** The caller as pages and route handlers see them; never the password hash. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  admin: boolean;
  /** The shop's owner (lib/shop/owner.ts). */
  owner: boolean;
}

const sessionUserSelect = { id: true, username: true, firstName: true, lastName: true, email: true, admin: true, owner: true, tokenVersion: true } as const;

/** The user a token names, if the token is valid and the user has not logged out since it was issued. */
export async function userFromToken(token: string | undefined | null): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await readTokenClaims(token);
  if (!claims) return null;
  const user = await prisma.user.findUnique({ where: { id: claims.sub }, select: sessionUserSelect });
  if (!user || user.tokenVersion !== claims.tv) return null;
  const { tokenVersion: _version, email, ...sessionUser } = user;
  // "" for an account made by signing in with a mobile number, until its person gives one.
  return { ...sessionUser, email: email ?? "" };
}

/** For Server Components and pages. */
export async function getSessionUser(): Promise<SessionUser | null> {
  const jar = await cookies();
  return userFromToken(jar.get(SESSION_COOKIE)?.value);
}

/** The token a request carries in a header: `token` (the spec's clients) or `Authorization: Bearer`. */
function headerToken(request: Request): string | null {
  const header = request.headers.get("token")?.trim();
  if (header) return header;
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get("authorization") ?? "");
  return bearer ? bearer[1].trim() : null;
}

/**
 * For route handlers: the caller by the token header, else by the session cookie. Another
 * site can make a visitor's browser send the cookie but never the header, so a
 * state-changing call that only the cookie authenticates must come from our own pages
 * (403 otherwise).
 */
export async function callerFromRequest(request: Request): Promise<SessionUser | null> {
  const header = headerToken(request);
  if (header) return userFromToken(header);
  const cookie = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (cookie && isCrossSiteWrite(request)) throw crossSiteRefused();
  return userFromToken(cookie);
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The Set-Cookie value that stores a session token; Secure when the request came over https. */
export function sessionCookie(token: string, request: Request): string {
  return cookieHeader(token, TOKEN_MAX_AGE_SECONDS, request);
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(request: Request): string {
  return cookieHeader("", 0, request);
}

function cookieHeader(value: string, maxAge: number, request: Request): string {
  const secure = isHttps(request) ? "; Secure" : "";
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if (forwarded) return forwarded === "https";
  return new URL(request.url).protocol === "https:";
}
