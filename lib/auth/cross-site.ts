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

export const crossSiteRefused = () =>
  new AppError(403, "cross_site", "Requests from other sites may not act with the session cookie; send the token header.");
