import fc from "fast-check";
import { describe, expect, inject, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { addProduct, call, pngDataUrl, signUp } from "./client.ts";

// Failed sign-ins among the random calls count against this address only.
const headers = { "x-forwarded-for": "192.0.2.77" };
const FIELDS = ["productId", "quantity", "index", "id", "size", "status", "orderId", "address", "title", "price", "data", "publicId", "username", "password", "email", "total", "items", "image", "firstName"] as const;
const hasBody = (method: string) => method !== "GET" && method !== "DELETE";

// Whatever arrives, the answer is never a 5xx: call() fails the test on any. Random JSON
// bodies and path ids go to every call, as the rightful caller (a seller, so seller calls
// get past the role check) and as nobody.
describe("no input ever causes a 5xx", () => {
  it("random bodies and path ids on every call", async () => {
    const seller = await signUp(true);
    const bodies = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...FIELDS), fc.anything()));
    const ids = fc.oneof(fc.constant(seller.id), fc.string({ maxLength: 80 }), fc.constant("%00"), fc.constant("..%2F..%2Fetc"));
    for (const apiCall of API_CALLS) {
      await fc.assert(
        fc.asyncProperty(bodies, ids, fc.boolean(), async (body, id, authed) => {
          const path = apiCall.path.replace(/\{\w+\}/g, () => encodeURIComponent(id) || "x");
          const options = { token: authed ? seller.token : null, headers, ...(hasBody(apiCall.method) ? { raw: JSON.stringify(body) ?? "undefined" } : {}) };
          await call(apiCall.method, path, options);
        }),
        { numRuns: 12 },
      );
    }
  });

  it("random query strings on the product list", async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom("category", "size", "color", "q", "limit", "offset"), fc.string({ maxLength: 30 })), async (query) => {
        await call("GET", `/api/product?${new URLSearchParams(query)}`);
      }),
      { numRuns: 40 },
    );
  });
});

// Random calls by a logged-in stranger, aimed at a victim's ids (in the path and in every
// body field), never change the victim's data: profile, cart, products, images, order lines.
describe("no input ever changes another user's data", () => {
  it("random bodies and the victims' ids on every call, as another seller", async () => {
    const victimSeller = await signUp(true);
    const victim = await signUp();
    const product = await addProduct(victimSeller, { size: [] });
    const image = (await call("POST", "/api/image/upload", { token: victimSeller.token, body: { data: await pngDataUrl("#102030") } })).body.publicId as string;
    await call("POST", `/api/cart/add/${victim.id}`, { token: victim.token, body: { productId: product.id, quantity: 2 } });
    const address = { name: "Victim", mobile: "9876543210", address: "1 Safe Street", pin: "560001" };
    const order = (await call("POST", `/api/order/add/${victim.id}`, { token: victim.token, body: { address } })).body;
    await call("POST", `/api/cart/add/${victim.id}`, { token: victim.token, body: { productId: product.id, quantity: 1 } });
    const lineIds = new Set<string>(order.items.map((line: { _id: string }) => line._id));

    const snapshot = async () => ({
      victim: (await call("GET", `/api/user/${victim.id}`, { token: victim.token })).body,
      cart: (await call("GET", `/api/cart/${victim.id}`, { token: victim.token })).body,
      seller: (await call("GET", `/api/user/${victimSeller.id}`, { token: victimSeller.token })).body,
      products: (await call("GET", `/api/product/myproducts/${victimSeller.id}`, { token: victimSeller.token })).body,
      // The attacker may buy the victim's product; only the victim's own lines must stay as they were.
      lines: (await call("GET", `/api/order/admin/${victimSeller.id}`, { token: victimSeller.token })).body.filter((line: { _id: string }) => lineIds.has(line._id)),
      image: (await fetch(`${inject("baseUrl")}/uploads/${image}.webp`)).status,
    });
    const before = await snapshot();

    const attacker = await signUp(true);
    const victimIds = [victim.id, victimSeller.id, product.id, image, order.id, ...lineIds];
    const ids = fc.constantFrom(...victimIds);
    const value = fc.oneof(ids, fc.anything(), fc.integer({ min: -1, max: 3 }), fc.constantFrom("Accepted", "Cancelled", "Delivered"));
    const bodies = fc.oneof(fc.dictionary(fc.constantFrom(...FIELDS), value), fc.record({ productId: ids, quantity: fc.integer({ min: -5, max: 99 }) }), fc.record({ status: fc.constantFrom("Accepted", "Cancelled"), orderId: ids }));
    for (const apiCall of API_CALLS) {
      await fc.assert(
        fc.asyncProperty(bodies, ids, async (body, id) => {
          const path = apiCall.path.replace(/\{\w+\}/g, id);
          await call(apiCall.method, path, { token: attacker.token, headers, ...(hasBody(apiCall.method) ? { body } : {}) });
        }),
        { numRuns: 10 },
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});
