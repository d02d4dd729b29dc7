import { corsOrigins } from "../config.ts";
import { AppError } from "../errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a browser tells us that a state-changing request was started by another site
 * (or a sibling subdomain): `Sec-Fetch-Site` where browsers send it, else `Origin`. A
 * request with neither header is not from a browser page, so no visitor's cookie is being
 * borrowed. SameSite=Lax already keeps the cookie off most cross-site requests; this also
 * covers same-site attackers and browsers that ignore SameSite.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" or garbage: a sandboxed or privacy-stripped context, not our page
  }
}

export const crossSiteRefused = () => new AppError(403, "cross_site", "Requests from other sites may not act with the session cookie; send the token header.");

/** The request's Origin when it is one of CORS_ORIGINS (the spec's client, served from its own origin), else null. */
export function allowedCorsOrigin(request: Request): string | null {
  const origin = request.headers.get("origin");
  return origin && corsOrigins().includes(origin) ? origin : null;
}

/**
 * Sign-in and sign-up answer with a session cookie, so a page of another site, or of a
 * sibling subdomain, that posts them would sign the visitor's browser into the attacker's
 * account (login CSRF). They are taken from the shop's own pages, from callers that are no
 * browser page, and from the origins in CORS_ORIGINS (SECURITY.md, "Cross-site requests").
 */
export function assertSignInFromOwnPages(request: Request): void {
  if (isCrossSiteWrite(request) && !allowedCorsOrigin(request)) {
    throw new AppError(403, "cross_site", "Sign in and sign up on the shop's own pages.");
  }
}
