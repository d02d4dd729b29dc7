/**
 * The address a request came from, for per-address sign-in throttling. `npm start` loads
 * scripts/client-address.mjs into the server, which puts the socket's peer address in
 * X-Forwarded-For, replacing whatever the client sent, unless TRUST_PROXY=1. With
 * TRUST_PROXY=1 (behind a proxy or a platform that sets the header) the last entry is the
 * one the nearest proxy added, so entries a client prepended itself are never used.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for") ?? "";
  const last = forwarded.split(",").pop()?.trim() ?? "";
  // IPv4 peers on a dual-stack socket show as ::ffff:1.2.3.4; one address, one spelling.
  const address = last.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return address.slice(0, 100) || "unknown";
}
