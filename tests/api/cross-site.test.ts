import { describe, expect, it } from "vitest";
import { addProduct, baseUrl, call, expectError, signUp } from "./client.ts";

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
    const add = (headers: Record<string, string>) => call("POST", `/api/cart/add/${shopper.id}`, { body: { productId: product.id }, headers: { cookie, ...headers } });
    const crossSite: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { origin: "https://evil.example" }, { origin: "null" }];
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
    expect((await call("POST", `/api/cart/add/${shopper.id}`, { body: { productId: product.id }, headers: { cookie, "sec-fetch-site": "same-origin" } })).status).toBe(200);
    const host = new URL(baseUrl()).host;
    expect((await call("POST", `/api/cart/add/${shopper.id}`, { body: { productId: product.id }, headers: { cookie, origin: `http://${host}` } })).status).toBe(200);
    expect((await call("POST", `/api/cart/add/${shopper.id}`, { token: shopper.token, body: { productId: product.id }, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(200);
    const read = await call("GET", `/api/cart/${shopper.id}`, { headers: { cookie, "sec-fetch-site": "cross-site" } });
    expect(read.body.cartItems[0].quantity).toBe(3);
  });
});
