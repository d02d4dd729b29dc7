import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { loginJsonSchema, okJsonSchema, profileJsonSchema, registeredJsonSchema } from "@/lib/validation/responses";
import { baseUrl, call, expectError, expectOk, PASSWORD, signUp } from "./client.ts";

const fresh = () => `user_${Math.random().toString(36).slice(2, 10)}`;
const registration = (username = fresh()) => ({ firstName: "Asha", lastName: "Rao", email: `${username}@example.com`, username, password: PASSWORD });

describe("POST /api/auth/register", () => {
  it("creates a shopper: 201 {id, username}", async () => {
    const body = registration();
    expectOk(await call("POST", "/api/auth/register", { body }), 201, registeredJsonSchema);
  });

  it("ignores fields nobody may set (mass assignment)", async () => {
    const body = { ...registration(), id: "chosen", tokenVersion: 5, passwordHash: "x", admin: false, createdAt: "2000-01-01" };
    const created = expectOk(await call("POST", "/api/auth/register", { body }), 201, registeredJsonSchema);
    expect(created.id).not.toBe("chosen");
    const login = expectOk(await call("POST", "/api/auth/login", { body: { username: body.username, password: PASSWORD } }), 200, loginJsonSchema);
    expect(login.admin).toBe(false);
  });

  it("refuses a taken username or email with 409", async () => {
    const body = registration();
    await call("POST", "/api/auth/register", { body });
    expectError(await call("POST", "/api/auth/register", { body: { ...body, email: `other_${body.email}` } }), 409, "username");
    expectError(await call("POST", "/api/auth/register", { body: { ...body, username: fresh() } }), 409, "email");
  });

  it("validates: short password, bad email, wrong types, missing fields", async () => {
    expectError(await call("POST", "/api/auth/register", { body: { ...registration(), password: "short" } }), 400, "password");
    expectError(await call("POST", "/api/auth/register", { body: { ...registration(), email: "not-an-email" } }), 400, "email");
    expectError(await call("POST", "/api/auth/register", { body: { ...registration(), admin: "yes" } }), 400, "admin");
    expectError(await call("POST", "/api/auth/register", { body: { ...registration(), firstName: 42 } }), 400, "firstName");
    expectError(await call("POST", "/api/auth/register", { body: {} }), 400, "username");
    expectError(await call("POST", "/api/auth/register", { body: [] }), 400);
    expectError(await call("POST", "/api/auth/register", { body: null }), 400);
  });

  it("20 sign-ups from one address in 15 minutes, then 429 with Retry-After; another address signs up", async () => {
    const from = { "x-forwarded-for": "2001:db8:5150::1" };
    for (let i = 0; i < 20; i++) expect((await call("POST", "/api/auth/register", { body: registration(), headers: from })).status).toBe(201);
    // Another address in the same IPv6 /64 is the same client.
    const refused = await call("POST", "/api/auth/register", { body: registration(), headers: { "x-forwarded-for": "2001:db8:5150::2" } });
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await call("POST", "/api/auth/register", { body: registration(), headers: { "x-forwarded-for": "2001:db8:5151::1" } })).status).toBe(201);
  }, 300_000);
});

describe("POST /api/auth/login", () => {
  it("answers {token, id, admin} and sets the HttpOnly session cookie", async () => {
    const seller = await signUp(true);
    const answer = await call("POST", "/api/auth/login", { body: { username: seller.username.toUpperCase(), password: PASSWORD } });
    const body = expectOk(answer, 200, loginJsonSchema);
    expect(body).toMatchObject({ id: seller.id, admin: true });
    const cookie = answer.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`vastra_session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/Path=\//);
  });

  it("refuses wrong credentials with 401 and the spec's message, never saying which part", async () => {
    const user = await signUp();
    const wrong = await call("POST", "/api/auth/login", { body: { username: user.username, password: "wrong password!" } });
    const unknown = await call("POST", "/api/auth/login", { body: { username: "nobody_at_all", password: PASSWORD } });
    expectError(wrong, 401);
    expectError(unknown, 401);
    expect(wrong.body.error.message).toBe("Invalid password/username");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("never answers with the password or its hash", async () => {
    const user = await signUp();
    const profile = await call("GET", `/api/user/${user.id}`, { token: user.token });
    expect(JSON.stringify(profile.body)).not.toMatch(/scrypt|passwordHash|correct horse/);
  });
});

describe("tokens", () => {
  it("accepts the bare token header, Authorization: Bearer and the cookie", async () => {
    const user = await signUp();
    const path = `/api/user/${user.id}`;
    expectOk(await call("GET", path, { token: user.token }), 200, profileJsonSchema);
    expectOk(await call("GET", path, { headers: { authorization: `Bearer ${user.token}` } }), 200, profileJsonSchema);
    expectOk(await call("GET", path, { headers: { cookie: `vastra_session=${user.token}` } }), 200, profileJsonSchema);
  });

  it("refuses forged, tampered, garbage and foreign-key tokens with 401", async () => {
    const user = await signUp();
    const path = `/api/user/${user.id}`;
    const tampered = user.token.slice(0, 60) + (user.token[60] === "a" ? "b" : "a") + user.token.slice(61);
    const foreign = await encode({ token: { sub: user.id, admin: true, tv: 0 }, secret: "not the server's secret" });
    const [header, , iv, cipher, tag] = user.token.split(".");
    const noKey = [header, "", iv, cipher, tag.split("").reverse().join("")].join(".");
    for (const token of [tampered, foreign, noKey, "garbage", "a.b.c.d.e", "x".repeat(5000)]) {
      expectError(await call("GET", path, { token }), 401);
    }
    // An unsigned JWT ("alg": "none") claiming to be the user.
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify({ sub: user.id, admin: true, tv: 0 })).toString("base64url")}.`;
    expectError(await call("GET", path, { token: none }), 401);
  });

  it("POST /api/auth/logout revokes the token and clears the cookie; fine when logged out", async () => {
    const user = await signUp();
    const answer = await call("POST", "/api/auth/logout", { token: user.token });
    expectOk(answer, 200, okJsonSchema);
    expect(answer.headers.get("set-cookie")).toMatch(/vastra_session=;.*Max-Age=0/);
    expectError(await call("GET", `/api/user/${user.id}`, { token: user.token }), 401);
    expectOk(await call("POST", "/api/auth/logout"), 200, okJsonSchema);
  });
});

describe("request bodies", () => {
  it("malformed JSON is 400, not 500", async () => {
    for (const raw of ['{"username":', "{'a':1}", "nul", "\u0000", "[1,]"]) {
      expectError(await call("POST", "/api/auth/login", { raw, headers: { "content-type": "application/json" } }), 400);
    }
    expectError(await call("POST", "/api/auth/login", { raw: new Uint8Array([0xff, 0xfe, 0x7b]) }), 400);
  });

  it("a JSON body over 1 MB is 413, by Content-Length and when streamed without one", async () => {
    const big = JSON.stringify({ username: "x".repeat(1_100_000), password: "y" });
    expectError(await call("POST", "/api/auth/login", { raw: big }), 413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
        controller.enqueue(new TextEncoder().encode('{"username":"'));
        for (let i = 0; i < 20; i++) controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode('","password":"y"}'));
        controller.close();
      },
    });
    const response = await fetch(`${baseUrl()}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("refuses form posts (415): only JSON is read", async () => {
    expectError(await call("POST", "/api/auth/login", { raw: "username=a&password=b", headers: { "content-type": "application/x-www-form-urlencoded" } }), 415);
    expectError(await call("POST", "/api/auth/login", { raw: '{"username":"a","password":"b"}', headers: { "content-type": "text/plain" } }), 415);
  });

  it("unknown /api paths answer 404 in the error shape", async () => {
    expectError(await call("GET", "/api/no/such/call"), 404);
  });
});
