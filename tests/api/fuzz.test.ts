import fc from "fast-check";
import { describe, it } from "vitest";
import { API_CALLS } from "@/lib/validation/contract";
import { call, signUp } from "./client.ts";

// Whatever arrives, the answer is never a 5xx: call() fails the test on any. Random JSON
// bodies and path ids go to every call, as the rightful caller (a seller, so seller calls
// get past the role check) and as nobody.
describe("no input ever causes a 5xx", () => {
  it("random bodies and path ids on every call", async () => {
    const seller = await signUp(true);
    const bodies = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.constantFrom("productId", "quantity", "index", "id", "size", "status", "orderId", "address", "title", "price", "data", "publicId", "username", "password", "email", "total", "items"), fc.anything()),
    );
    const ids = fc.oneof(fc.constant(seller.id), fc.string({ maxLength: 80 }), fc.constant("%00"), fc.constant("..%2F..%2Fetc"));
    for (const apiCall of API_CALLS) {
      await fc.assert(
        fc.asyncProperty(bodies, ids, fc.boolean(), async (body, id, authed) => {
          const path = apiCall.path.replace(/\{\w+\}/g, () => encodeURIComponent(id) || "x");
          const options = { token: authed ? seller.token : null, ...(apiCall.method === "GET" || apiCall.method === "DELETE" ? {} : { raw: JSON.stringify(body) ?? "undefined" }) };
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
