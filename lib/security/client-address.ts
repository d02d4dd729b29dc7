import { isIPv6 } from "node:net";

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

/**
 * What one client is counted as by the throttles: an IPv4 address, or the /64 network of an
 * IPv6 address. One IPv6 subscriber is usually given a whole /64 and can pick a fresh
 * address in it for every request; counting single addresses would not slow them at all.
 */
export function throttleNetwork(address: string): string {
  const plain = address.replace(/%.*$/, "");
  if (!isIPv6(plain)) return address;
  const [head, tail] = plain.includes("::") ? plain.split("::") : [plain, undefined];
  const groups = (part: string | undefined) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const front = groups(head);
  const back = groups(tail);
  const all = [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
