import { describe, expect, it } from "vitest";
import { profileJsonSchema } from "@/lib/validation/responses";
import { call, expectError, expectOk, signUp, strangers } from "./client.ts";

describe("GET and PUT /api/user/{userId}", () => {
  it("the user reads their profile", async () => {
    const user = await signUp();
    const profile = expectOk(await call("GET", `/api/user/${user.id}`, { token: user.token }), 200, profileJsonSchema);
    expect(profile).toEqual({
      id: user.id,
      firstName: "Asha",
      lastName: "Rao",
      username: user.username,
      email: `${user.username}@example.com`,
      admin: false,
      emailVerified: false,
      verifiedEmail: null,
      sellerRequest: null,
      mobile: null,
      whatsappUpdates: null,
      newOrderWhatsApp: false,
      hasPassword: true,
    });
  });

  it("the user updates firstName, username and email (the spec's dialog) and gets the updated user", async () => {
    const user = await signUp();
    const body = { firstName: "Meera", username: `${user.username}_n`, email: `n_${user.username}@example.com` };
    const updated = expectOk(await call("PUT", `/api/user/${user.id}`, { token: user.token, body }), 200, profileJsonSchema);
    expect(updated).toMatchObject(body);
  });

  it("ignores the admin flag and other fields in an update (mass assignment)", async () => {
    const user = await signUp();
    const updated = expectOk(
      await call("PUT", `/api/user/${user.id}`, { token: user.token, body: { firstName: "X", admin: true, id: "other", passwordHash: "x" } }),
      200,
      profileJsonSchema,
    );
    expect(updated).toMatchObject({ id: user.id, admin: false });
  });

  it("validates the update", async () => {
    const user = await signUp();
    expectError(await call("PUT", `/api/user/${user.id}`, { token: user.token, body: { email: "nope" } }), 400, "email");
    expectError(await call("PUT", `/api/user/${user.id}`, { token: user.token, body: { username: "a b" } }), 400, "username");
    expectError(await call("PUT", `/api/user/${user.id}`, { token: user.token, body: {} }), 400);
  });

  it("refuses the anonymous caller (401), another shopper and another seller (403); the victim is unchanged", async () => {
    const victim = await signUp();
    const before = (await call("GET", `/api/user/${victim.id}`, { token: victim.token })).body;
    const { anonymous, shopper, seller } = await strangers();
    for (const [caller, status] of [
      [anonymous, 401],
      [shopper, 403],
      [seller, 403],
    ] as const) {
      const token = caller?.token ?? null;
      expectError(await call("GET", `/api/user/${victim.id}`, { token }), status);
      expectError(await call("PUT", `/api/user/${victim.id}`, { token, body: { firstName: "Hacked", email: "h@example.com" } }), status);
    }
    expect((await call("GET", `/api/user/${victim.id}`, { token: victim.token })).body).toEqual(before);
  });

  it("unknown and malformed user ids are refused like anyone else's", async () => {
    const user = await signUp();
    expectError(await call("GET", "/api/user/cnosuchuser000000000000", { token: user.token }), 403);
    expectError(await call("GET", `/api/user/${encodeURIComponent("../../etc")}`, { token: user.token }), 403);
  });
});
