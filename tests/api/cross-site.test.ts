import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { addProduct, baseUrl, call, expectError, PASSWORD, signUp } from "./client.ts";

// Another site can make a visitor's browser send our session cookie, but not our token
// header. So a state-changing call that only the cookie authenticates must come from our
// own pages; the browser says where a request comes from in Sec-Fetch-Site and Origin.

async function shopperAndProduct() {
  const seller = await signUp(true);
  const shopper = await signUp();
  const product = await addProduct(seller, { size: [] });
  return { shopper, product, cookie: `vastra_session=${shopper.token}` };
}

describe("cookie-authenticated writes", () => {
  it("from another site (Sec-Fetch-Site or Origin) are refused with 403 and change nothing", async () => {
    const { shopper, product, cookie } = await shopperAndProduct();
    const add = (headers: Record<string, string>) =>
      call("POST", `/api/cart/add/${shopper.id}`, { body: { productId: product.id }, headers: { cookie, ...headers } });
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const answer = await add(headers);
      expectError(answer, 403);
      expect(answer.body.error.code).toBe("cross_site");
    }
    expectError(await call("DELETE", `/api/cart/clear/${shopper.id}`, { headers: { cookie, "sec-fetch-site": "cross-site" } }), 403);
    expectError(await call("POST", "/api/auth/logout", { headers: { cookie, "sec-fetch-site": "cross-site" } }), 403);
    expect((await call("GET", `/api/cart/${shopper.id}`, { token: shopper.token })).body.cartItems).toEqual([]);
  });

  it("from our own pages, with the token header, or reads are let through", async () => {
    const { shopper, product, cookie } = await shopperAndProduct();
    expect(
      (await call("POST", `/api/cart/add/${shopper.id}`, { body: { productId: product.id }, headers: { cookie, "sec-fetch-site": "same-origin" } })).status,
    ).toBe(200);
    const host = new URL(baseUrl()).host;
    expect((await call("POST", `/api/cart/add/${shopper.id}`, { body: { productId: product.id }, headers: { cookie, origin: `http://${host}` } })).status).toBe(
      200,
    );
    expect(
      (
        await call("POST", `/api/cart/add/${shopper.id}`, {
          token: shopper.token,
          body: { productId: product.id },
          headers: { "sec-fetch-site": "cross-site" },
        })
      ).status,
    ).toBe(200);
    const read = await call("GET", `/api/cart/${shopper.id}`, { headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(read.body.cartItems[0].quantity).toBe(3);
  });
});

describe("sign-in and sign-up (login CSRF)", () => {
  it("from a same-site or cross-site browser context are refused with 403 and set no cookie", async () => {
    const user = await signUp();
    const username = `csrf_${crypto.randomBytes(4).toString("hex")}`;
    const register = { firstName: "Asha", email: `${username}@example.com`, username, password: PASSWORD };
    const contexts: Record<string, string>[] = [{ "sec-fetch-site": "same-site" }, { "sec-fetch-site": "cross-site" }, { origin: "https://evil.example" }];
    for (const headers of contexts) {
      const login = await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD }, headers });
      expectError(login, 403);
      expect(login.body.error.code).toBe("cross_site");
      expect(login.headers.get("set-cookie")).toBeNull();
      expectError(await call("POST", "/api/auth/register", { body: register, headers }), 403);
    }
    expectError(await call("POST", "/api/auth/login", { body: { username, password: PASSWORD } }), 401);
  });

  it("from the shop's own pages and from callers that are no browser page are taken", async () => {
    const user = await signUp();
    const contexts: Record<string, string>[] = [{ "sec-fetch-site": "same-origin" }, { "sec-fetch-site": "none" }, {}, { origin: baseUrl() }];
    for (const headers of contexts) {
      expect((await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD }, headers })).status).toBe(200);
    }
  });
});

describe("bodies without a JSON Content-Type", () => {
  it("navigator.sendBeacon's blob (no Content-Type) signs nobody in: 415", async () => {
    const user = await signUp();
    const beacon = await fetch(`${baseUrl()}/api/auth/login`, {
      method: "POST",
      body: new Blob([JSON.stringify({ username: user.username, password: PASSWORD })]),
    });
    expect(beacon.status).toBe(415);
    expect((await beacon.json()).error.code).toBe("unsupported_media_type");
    expect(beacon.headers.get("set-cookie")).toBeNull();
  });

  it("every writing call refuses a body without Content-Type: application/json, whether it reads one or not", async () => {
    const user = await signUp(true);
    // The wishlist mail's one-click unsubscribe is posted as a form by mail providers (RFC 8058)
    // and authorized by its link's signed token, never by the cookie: it takes any body.
    const formPosted = (c: (typeof API_CALLS)[number]) => c.path === "/api/wishlist/{userId}/alerts";
    for (const apiCall of API_CALLS.filter((c) => c.method !== "GET" && !formPosted(c))) {
      const path = apiCall.path.replace(/\{\w+\}/g, user.id);
      for (const type of [undefined, "text/plain", "application/x-www-form-urlencoded"]) {
        const headers: Record<string, string> = { token: user.token, ...(type ? { "content-type": type } : {}) };
        const response = await fetch(`${baseUrl()}${path}`, { method: apiCall.method, headers, body: new TextEncoder().encode("{}") });
        const label = `${apiCall.method} ${path} (${type ?? "no type"})`;
        expect(response.status, label).toBe(415);
        expect((await response.json()).error.code, label).toBe("unsupported_media_type");
      }
    }
  });
});
