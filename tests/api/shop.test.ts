import { describe, expect, it } from "vitest";
import { shopJsonSchema } from "@/lib/validation/responses";
import { call, expectError, expectOk, signUp } from "./client.ts";

// GET and PUT /api/shop over HTTP. Who owns this test server's shop depends on which test file
// signed a seller up first, so the owner's own edits are tested in tests/integration/shop.test.ts
// (the rules) and tests/e2e/shop-profile.spec.ts (the owner's page, through this same call).

describe("/api/shop", () => {
  it("GET answers anyone the public profile", async () => {
    const shop = expectOk(await call("GET", "/api/shop"), 200, shopJsonSchema);
    expect(typeof shop.name).toBe("string");
    expect(Object.keys(shop.grievanceOfficer).sort()).toEqual(["designation", "email", "name", "phone"]);
  });

  it("PUT is the owner's: no token is 401, a shopper 403, and nothing changes", async () => {
    expectError(await call("PUT", "/api/shop", { body: { name: "Taken over" } }), 401);
    const shopper = await signUp();
    const answer = await call("PUT", "/api/shop", { token: shopper.token, body: { name: "Taken over" } });
    expectError(answer, 403);
    expect(answer.body.error.message).toMatch(/owner/);
    expect((await call("GET", "/api/shop")).body.name).not.toBe("Taken over");
  });
});
