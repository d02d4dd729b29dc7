import { describe, expect, it } from "vitest";
import { businessJsonSchema } from "@/lib/validation/responses";
import { gstinOf, KALA } from "../fixtures/business.ts";
import { call, expectError, expectOk, signUp } from "./client.ts";

// A seller's business over HTTP (issue 45, point 2): who may read and change it, and the
// checks' answers in the API's shape. Switching a shop to a marketplace is shop-wide, so what
// a marketplace refuses (seller_business_incomplete, seller_intrastate_only) is tested on a
// database of its own (tests/integration/marketplace.test.ts) and in the browser after every
// other test (tests/e2e/marketplace.spec.ts).

describe("/api/seller/{userId}/business", () => {
  it("is that seller's: no token 401, a shopper and another seller 403, an account that is no seller 404 to the seller", async () => {
    const seller = await signUp(true);
    const other = await signUp(true);
    const shopper = await signUp();
    const path = `/api/seller/${seller.id}/business`;
    expectError(await call("GET", path), 401);
    expectError(await call("GET", path, { token: shopper.token }), 403);
    expectError(await call("GET", path, { token: other.token }), 403);
    expectError(await call("PUT", path, { token: other.token, body: { businessName: "Taken over" } }), 403);
    expectError(await call("PUT", `/api/seller/${seller.id}/business/approval`, { token: seller.token, body: { approve: true } }), 403);
    expect(expectOk(await call("GET", path, { token: seller.token }), 200, businessJsonSchema)).toMatchObject({ businessName: null, status: "incomplete" });
  });

  it("saves a complete business as pending, and answers every complaint at once, naming the fields", async () => {
    const seller = await signUp(true);
    const path = `/api/seller/${seller.id}/business`;
    const refused = await call("PUT", path, { token: seller.token, body: { ...KALA, gstin: gstinOf("29", "AAPFU0939F"), pan: "AAKC1234F" } });
    expectError(refused, 400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(["gstin", "pan"]);
    expect(refused.body.error.fields.gstin[0]).toMatch(/registered in Karnataka \(29\)/);
    expectError(
      await call("PUT", path, { token: seller.token, body: { ...KALA, gstin: `${KALA.gstin.slice(0, 14)}${KALA.gstin[14] === "A" ? "B" : "A"}` } }),
      400,
      "gstin",
    );
    expectError(await call("PUT", path, { token: seller.token, body: { ...KALA, enrolmentId: "EN2711AAKCK1234" } }), 400, "enrolmentId");
    expectError(await call("PUT", path, { token: seller.token, body: { ...KALA, pin: "560001" } }), 400, "pin");
    expectError(await call("PUT", path, { token: seller.token, body: { supportPhone: "12" } }), 400, "supportPhone");
    expectError(await call("PUT", path, { token: seller.token, body: {} }), 400);
    expectError(await call("PUT", path, { token: seller.token, body: { owner: true } }), 400);

    const saved = expectOk(await call("PUT", path, { token: seller.token, body: { ...KALA, gstin: KALA.gstin.toLowerCase() } }), 200, businessJsonSchema);
    expect(saved).toMatchObject({ status: "pending", missing: [], registered: true, gstin: KALA.gstin, stateCode: "27", decision: null });
    expect(expectOk(await call("GET", path, { token: seller.token }), 200, businessJsonSchema)).toEqual(saved);
  });
});
