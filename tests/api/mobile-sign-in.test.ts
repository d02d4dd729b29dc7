import crypto from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { codeSentJsonSchema, loginJsonSchema, mobileLoginJsonSchema, profileJsonSchema } from "@/lib/validation/responses";
import { call, expectError, expectOk, signUp } from "./client.ts";

// Signing in with a mobile number over HTTP against the build, which sends its SMS through the
// local MSG91 stand-in that tests/setup/api-global.ts starts; the code is read from there, as
// the shopper reads it on their phone.

/** A number and a client address of this test's own (the server trusts X-Forwarded-For). */
function fresh() {
  const mobile = `7${crypto.randomInt(0, 1e9).toString().padStart(9, "0")}`;
  return { mobile, headers: { "x-forwarded-for": `100.72.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}` } };
}

async function codeSentTo(mobile: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const sent = (await (await fetch(`${inject("msg91StandInUrl")}/standin/sent`)).json()) as { mobiles: string; variables: { OTP?: string } }[];
    const code = sent.findLast((m) => m.mobiles === `91${mobile}`)?.variables.OTP;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code reached ${mobile}`);
}

describe("POST /api/auth/otp and /api/auth/otp/verify", () => {
  it("a new number: 202 for the code, then the login's answer with created, the cookie, and a profile with the number", async () => {
    const { mobile, headers } = fresh();
    const sent = expectOk(
      await call("POST", "/api/auth/otp", { body: { mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` }, headers }),
      202,
      codeSentJsonSchema,
    );
    expect(sent).toEqual({ sent: true, expiresIn: 300 });
    const answer = await call("POST", "/api/auth/otp/verify", { body: { mobile, code: await codeSentTo(mobile) }, headers });
    const signedIn = expectOk(answer, 200, mobileLoginJsonSchema);
    expect(signedIn).toMatchObject({ admin: false, created: true });
    expect(answer.headers.get("set-cookie")).toContain(`vastra_session=${signedIn.token}`);
    const profile = expectOk(await call("GET", `/api/user/${signedIn.id}`, { token: signedIn.token }), 200, profileJsonSchema);
    expect(profile).toMatchObject({ mobile, email: "", emailVerified: false });
  });

  it("an existing number signs in its account: no created", async () => {
    const { mobile, headers } = fresh();
    await call("POST", "/api/auth/otp", { body: { mobile }, headers });
    const first = expectOk(
      await call("POST", "/api/auth/otp/verify", { body: { mobile, code: await codeSentTo(mobile) }, headers }),
      200,
      mobileLoginJsonSchema,
    );
    await call("POST", "/api/auth/otp", { body: { mobile }, headers });
    const again = expectOk(
      await call("POST", "/api/auth/otp/verify", { body: { mobile, code: await codeSentTo(mobile) }, headers }),
      200,
      mobileLoginJsonSchema,
    );
    expect(again).toEqual({ token: expect.any(String), id: first.id, admin: false });
  });

  it("a wrong code and a reused one are one 401", async () => {
    const { mobile, headers } = fresh();
    await call("POST", "/api/auth/otp", { body: { mobile }, headers });
    const code = await codeSentTo(mobile);
    const wrong = await call("POST", "/api/auth/otp/verify", { body: { mobile, code: code === "000000" ? "000001" : "000000" }, headers });
    expectError(wrong, 401);
    expect((await call("POST", "/api/auth/otp/verify", { body: { mobile, code }, headers })).status).toBe(200);
    const reused = await call("POST", "/api/auth/otp/verify", { body: { mobile, code }, headers });
    expectError(reused, 401);
    expect(reused.body.error.message).toBe(wrong.body.error.message);
  });

  it("a number that is not an Indian mobile is 400; the fourth code for a number in 15 minutes is 429 with Retry-After", async () => {
    expectError(await call("POST", "/api/auth/otp", { body: { mobile: "12345" }, headers: fresh().headers }), 400, "mobile");
    const { mobile } = fresh();
    for (let i = 0; i < 3; i++) expect((await call("POST", "/api/auth/otp", { body: { mobile }, headers: fresh().headers })).status).toBe(202);
    const refused = await call("POST", "/api/auth/otp", { body: { mobile }, headers: fresh().headers });
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("PUT /api/user/{userId}/mobile and POST …/mobile/verify", () => {
  it("a code to the new number makes it the account's, ends the other sessions, and signs in by code from then on", async () => {
    const shopper = await signUp();
    const { mobile, headers } = fresh();
    expectOk(await call("PUT", `/api/user/${shopper.id}/mobile`, { token: shopper.token, body: { mobile }, headers }), 202, codeSentJsonSchema);
    const changed = expectOk(
      await call("POST", `/api/user/${shopper.id}/mobile/verify`, { token: shopper.token, body: { code: await codeSentTo(mobile) }, headers }),
      200,
      loginJsonSchema,
    );
    expectError(await call("GET", `/api/user/${shopper.id}`, { token: shopper.token }), 401);
    expect(expectOk(await call("GET", `/api/user/${shopper.id}`, { token: changed.token }), 200, profileJsonSchema).mobile).toBe(mobile);
    await call("POST", "/api/auth/otp", { body: { mobile }, headers });
    const byCode = expectOk(
      await call("POST", "/api/auth/otp/verify", { body: { mobile, code: await codeSentTo(mobile) }, headers }),
      200,
      mobileLoginJsonSchema,
    );
    expect(byCode.id).toBe(shopper.id);
  });

  it("another account's number is 409; another account's path is 403", async () => {
    const [holder, other] = [await signUp(), await signUp()];
    const { mobile, headers } = fresh();
    await call("PUT", `/api/user/${holder.id}/mobile`, { token: holder.token, body: { mobile }, headers });
    await call("POST", `/api/user/${holder.id}/mobile/verify`, { token: holder.token, body: { code: await codeSentTo(mobile) }, headers });
    expectError(await call("PUT", `/api/user/${other.id}/mobile`, { token: other.token, body: { mobile }, headers }), 409, "mobile");
    expectError(await call("PUT", `/api/user/${holder.id}/mobile`, { token: other.token, body: { mobile: fresh().mobile }, headers }), 403);
  });
});

describe("an account made with a mobile number, which has no password", () => {
  async function byMobile() {
    const { mobile, headers } = fresh();
    await call("POST", "/api/auth/otp", { body: { mobile }, headers });
    const account = expectOk(
      await call("POST", "/api/auth/otp/verify", { body: { mobile, code: await codeSentTo(mobile) }, headers }),
      200,
      mobileLoginJsonSchema,
    );
    return { ...account, mobile, headers };
  }
  const askCode = async (a: { id: string; token: string; headers: Record<string, string> }) =>
    call("POST", `/api/user/${a.id}/confirm-code`, { token: a.token, body: {}, headers: a.headers });

  it("sets a password with a code sent to its number, then signs in with it; a code is no longer offered", async () => {
    const account = await byMobile();
    expect(expectOk(await call("GET", `/api/user/${account.id}`, { token: account.token }), 200, profileJsonSchema).hasPassword).toBe(false);
    const body = { newPassword: "a new long password 42" };
    expectError(await call("PUT", `/api/user/${account.id}/password`, { token: account.token, body, headers: account.headers }), 400, "code");
    expectOk(await askCode(account), 202, codeSentJsonSchema);
    expectError(
      await call("PUT", `/api/user/${account.id}/password`, { token: account.token, body: { ...body, code: "000000" }, headers: account.headers }),
      401,
    );
    expectOk(await askCode(account), 202, codeSentJsonSchema);
    const code = await codeSentTo(account.mobile);
    const set = expectOk(
      await call("PUT", `/api/user/${account.id}/password`, { token: account.token, body: { ...body, code }, headers: account.headers }),
      200,
      loginJsonSchema,
    );
    const profile = expectOk(await call("GET", `/api/user/${account.id}`, { token: set.token }), 200, profileJsonSchema);
    expect(profile.hasPassword).toBe(true);
    expectOk(await call("POST", "/api/auth/login", { body: { username: profile.username, password: body.newPassword } }), 200, loginJsonSchema);
    expectError(await askCode({ ...account, token: set.token }), 409);
  });

  it("deletes itself with a code; another account's path is 403; an account with a password still gives it", async () => {
    const account = await byMobile();
    expectError(await call("DELETE", `/api/user/${account.id}`, { token: account.token, body: {}, headers: account.headers }), 400, "code");
    const other = await signUp();
    expectError(await askCode({ ...other, id: account.id, headers: account.headers }), 403);
    expectError(await askCode({ ...other, headers: account.headers }), 409);
    expectOk(await askCode(account), 202, codeSentJsonSchema);
    const code = await codeSentTo(account.mobile);
    expect((await call("DELETE", `/api/user/${account.id}`, { token: account.token, body: { code }, headers: account.headers })).status).toBe(200);
    expectError(await call("GET", `/api/user/${account.id}`, { token: account.token }), 401);
  });
});
