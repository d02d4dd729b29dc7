import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, throttleNetwork } from "@/lib/security/client-address";
import { assertSignInFromOwnPages, isCrossSiteWrite } from "@/lib/auth/cross-site";

// The per-address sign-in throttle is only as good as the address: a client must not be
// able to pick its own with X-Forwarded-For unless a trusted proxy is in front.

let baseUrl = "";
const server = http.createServer((request, response) => {
  const headers = new Headers(Object.entries(request.headers).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])) as [string, string][]);
  response.end(clientAddress(new Request("http://x/", { headers })));
});

beforeAll(async () => {
  await import("../../scripts/client-address.mjs");
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const seen = async (headers: Record<string, string> = {}) => (await fetch(baseUrl, { headers })).text();

describe("the client address", () => {
  it("is the socket's peer: a forged X-Forwarded-For is replaced (npm start's preload)", async () => {
    delete process.env.TRUST_PROXY;
    expect(await seen()).toBe("127.0.0.1");
    expect(await seen({ "x-forwarded-for": "6.6.6.6" })).toBe("127.0.0.1");
    expect(await seen({ "x-forwarded-for": "6.6.6.6, 7.7.7.7" })).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=1 is the entry the nearest proxy appended, never one the client prepended", async () => {
    process.env.TRUST_PROXY = "1";
    try {
      expect(await seen({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" })).toBe("203.0.113.9");
      expect(await seen({ "x-forwarded-for": "203.0.113.9" })).toBe("203.0.113.9");
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });
});

describe("what the throttles count as one client", () => {
  it("is an IPv4 address as it is, and the /64 of an IPv6 address however it is written", () => {
    expect(throttleNetwork("203.0.113.9")).toBe("203.0.113.9");
    expect(throttleNetwork("2001:db8:7:1::1")).toBe("2001:db8:7:1::/64");
    expect(throttleNetwork("2001:0DB8:0007:0001:ffff:1:2:3")).toBe("2001:db8:7:1::/64");
    expect(throttleNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(throttleNetwork("::1")).toBe("0:0:0:0::/64");
    expect(throttleNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(throttleNetwork("64:ff9b::203.0.113.9")).toBe("64:ff9b:0:0::/64");
    expect(throttleNetwork("unknown")).toBe("unknown");
  });
});

describe("cross-site writes", () => {
  const request = (method: string, headers: Record<string, string>) =>
    new Request("http://shop.test/api/cart/add/u", { method, headers: { host: "shop.test", ...headers } });

  it("are told by Sec-Fetch-Site, else by an Origin that is not this host", () => {
    expect(isCrossSiteWrite(request("POST", { "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(request("POST", { "sec-fetch-site": "same-site" }))).toBe(true);
    expect(isCrossSiteWrite(request("DELETE", { origin: "https://evil.test" }))).toBe(true);
    expect(isCrossSiteWrite(request("PUT", { origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(request("POST", { "sec-fetch-site": "same-origin", origin: "http://shop.test" }))).toBe(false);
    expect(isCrossSiteWrite(request("POST", { origin: "http://shop.test" }))).toBe(false);
  });

  it("are never reads, nor requests without either header (not a browser page)", () => {
    expect(isCrossSiteWrite(request("GET", { "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isCrossSiteWrite(request("POST", {}))).toBe(false);
  });
});

describe("sign-in and sign-up from browser pages", () => {
  const request = (headers: Record<string, string>) =>
    new Request("http://shop.test/api/auth/login", { method: "POST", headers: { host: "shop.test", ...headers } });
  const refused = (headers: Record<string, string>) => {
    try {
      assertSignInFromOwnPages(request(headers));
      return false;
    } catch (error) {
      return (error as { status?: number }).status === 403;
    }
  };

  afterAll(() => {
    delete process.env.CORS_ORIGINS;
  });

  it("are refused from a sibling subdomain or another site, unless the origin is one of CORS_ORIGINS", () => {
    process.env.CORS_ORIGINS = "https://spa.example";
    expect(refused({ "sec-fetch-site": "same-site", origin: "https://blog.shop.test" })).toBe(true);
    expect(refused({ "sec-fetch-site": "cross-site", origin: "https://evil.example" })).toBe(true);
    expect(refused({ origin: "https://evil.example" })).toBe(true);
    expect(refused({ "sec-fetch-site": "cross-site", origin: "https://spa.example" })).toBe(false);
    expect(refused({ "sec-fetch-site": "same-site", origin: "https://spa.example" })).toBe(false);
  });

  it("are taken from the shop's own pages and from callers that are no browser page", () => {
    expect(refused({ "sec-fetch-site": "same-origin", origin: "http://shop.test" })).toBe(false);
    expect(refused({ "sec-fetch-site": "none" })).toBe(false);
    expect(refused({})).toBe(false);
  });
});
