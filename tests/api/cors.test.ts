import crypto from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { CORS_ALLOWED as ALLOWED } from "../setup/own-shop.ts";
import { call, PASSWORD } from "./client.ts";

// Cross-origin calls are allowed only from CORS_ORIGINS. The shared test server has none; the
// suite's second server (tests/setup/own-shop.ts, embedded database) allows ALLOWED and one more.
const ownShop = inject("ownShopUrl");

const preflight = (base: string, origin: string) =>
  fetch(`${base}/api/cart/add/someone`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type, token" },
  });

describe("CORS", () => {
  it("answers the preflight of an allowed origin, with the token header allowed", async () => {
    const response = await preflight(ownShop, ALLOWED);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(response.headers.get("access-control-allow-headers")).toMatch(/token/i);
    expect(response.headers.get("access-control-allow-methods")).toMatch(/PUT/);
    const get = await fetch(`${ownShop}/api/product`, { headers: { origin: ALLOWED } });
    expect(get.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    const error = await fetch(`${ownShop}/api/cart/someone`, { headers: { origin: ALLOWED } });
    expect(error.status).toBe(401);
    expect(error.headers.get("access-control-allow-origin")).toBe(ALLOWED);
  });

  it("gives other origins nothing, so browsers block them", async () => {
    const response = await preflight(ownShop, "http://evil.example");
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const get = await fetch(`${ownShop}/api/product`, { headers: { origin: "http://evil.example" } });
    expect(get.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("with no CORS_ORIGINS (the shared server) no origin is allowed", async () => {
    const answer = await call("OPTIONS", "/api/product", { headers: { origin: ALLOWED, "access-control-request-method": "GET" } });
    expect(answer.status).toBe(403);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });
});

/** A call as a browser on another origin makes it: with Origin, never following a redirect. */
const fromOrigin = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${ownShop}${path}`, { ...init, headers: { origin: ALLOWED, ...init.headers }, redirect: "manual" });

describe("the spec client's trailing slashes", () => {
  it("GET /api/product/?category=… and the chained filter answer 200 with CORS headers, in one round trip", async () => {
    for (const path of ["/api/product/?category=shirts", "/api/product/?category=shirts/?size=M/?color=blue", "/api/product/"]) {
      const response = await fromOrigin(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("access-control-allow-origin"), path).toBe(ALLOWED);
      expect(Array.isArray(await response.json()), path).toBe(true);
    }
  });

  it("no /api path redirects for a trailing slash: each call and its preflight answer as without it, with CORS headers", async () => {
    for (const apiCall of API_CALLS) {
      const path = apiCall.path.replace(/\{\w+\}/g, "someone");
      const body = apiCall.method === "GET" ? undefined : "{}";
      const headers: Record<string, string> = body ? { "content-type": "application/json" } : {};
      const init = { method: apiCall.method, body, headers };
      const plain = await fromOrigin(path, init);
      await plain.body?.cancel();
      const response = await fromOrigin(`${path}/`, init);
      const label = `${apiCall.method} ${path}/`;
      expect(response.status, label).toBe(plain.status);
      expect(response.headers.get("access-control-allow-origin"), label).toBe(ALLOWED);
      await response.body?.cancel();
      const preflighted = await fromOrigin(`${path}/`, {
        method: "OPTIONS",
        headers: { "access-control-request-method": apiCall.method, "access-control-request-headers": "content-type, token" },
      });
      expect(preflighted.status, `OPTIONS ${path}/`).toBe(204);
      expect(preflighted.headers.get("access-control-allow-origin"), `OPTIONS ${path}/`).toBe(ALLOWED);
    }
  });

  it("pages still redirect a trailing slash to their one address", async () => {
    const response = await fetch(`${ownShop}/products/?size=M`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/products?size=M");
  });
});

describe("sign-up and sign-in from the spec client's origin", () => {
  it("work from an allowed origin although the browser says cross-site; another site is refused", async () => {
    const username = `cors_${crypto.randomBytes(4).toString("hex")}`;
    const json = (body: unknown, origin: string, site: string): RequestInit => ({
      method: "POST",
      body: JSON.stringify(body),
      headers: { origin, "sec-fetch-site": site, "content-type": "application/json" },
      redirect: "manual",
    });
    const register = { firstName: "Asha", email: `${username}@example.com`, username, password: PASSWORD };
    const refused = await fetch(`${ownShop}/api/auth/register`, json(register, "https://evil.example", "cross-site"));
    expect(refused.status).toBe(403);
    const registered = await fetch(`${ownShop}/api/auth/register`, json(register, ALLOWED, "cross-site"));
    expect(registered.status).toBe(201);
    expect(registered.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    for (const site of ["cross-site", "same-site"]) {
      const login = await fetch(`${ownShop}/api/auth/login`, json({ username, password: PASSWORD }, ALLOWED, site));
      expect(login.status, site).toBe(200);
      expect(login.headers.get("access-control-allow-origin"), site).toBe(ALLOWED);
    }
    const evil = await fetch(`${ownShop}/api/auth/login`, json({ username, password: PASSWORD }, "https://shop-sibling.example", "same-site"));
    expect(evil.status).toBe(403);
    expect(evil.headers.get("set-cookie")).toBeNull();
  });
});
