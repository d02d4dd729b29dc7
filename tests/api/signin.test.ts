import crypto from "node:crypto";
import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { API_TEST_SECRET } from "../setup/api-global.ts";
import { call, expectError, PASSWORD, signUp } from "./client.ts";

// Sign-in defences over HTTP. The test server trusts X-Forwarded-For (TRUST_PROXY=1), so
// each test signs in from addresses of its own and never throttles another test.

const someAddress = () => `198.51.100.${crypto.randomInt(1, 255)}`;
const attempt = (username: string, password: string, from = someAddress()) =>
  call("POST", "/api/auth/login", { body: { username, password }, headers: { "x-forwarded-for": from } });

describe("failed sign-ins", () => {
  it("ten failures on an account from one address: the eleventh try from there is 429 with Retry-After, even with the right password; the owner elsewhere signs in", async () => {
    const user = await signUp();
    const guesser = someAddress();
    for (let i = 0; i < 10; i++) expectError(await attempt(user.username, "wrong password!", guesser), 401);
    const refused = await attempt(user.username, PASSWORD, guesser);
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await attempt(user.username, PASSWORD, "2001:db8:51::1")).status).toBe(200);
  });

  it("60 right passwords at once from one address all sign in: attempts in flight are not failures", async () => {
    const user = await signUp();
    const office = someAddress();
    const answers = await Promise.all(Array.from({ length: 60 }, () => attempt(user.username, PASSWORD, office)));
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));
  }, 300_000);

  it("an unknown user and a wrong password answer alike, in words and roughly in time", async () => {
    const user = await signUp();
    const timed = async (username: string) => {
      const started = performance.now();
      const answer = await attempt(username, "wrong password!");
      expectError(answer, 401);
      return { ms: performance.now() - started, body: answer.body };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      const a = await timed(user.username);
      const b = await timed(`nobody_${crypto.randomBytes(4).toString("hex")}`);
      expect(b.body).toEqual(a.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    // Both spend one scrypt hash (~0.1-0.2 s); answering an unknown name without one would be ~20× faster.
    expect(median(unknown) / median(wrong)).toBeGreaterThan(0.4);
    expect(median(unknown) / median(wrong)).toBeLessThan(2.5);
  });
});

describe("passwords", () => {
  it("8 to 128 characters; the most common ones are refused with 400 on password", async () => {
    const register = (password: string) => {
      const username = `pw_${crypto.randomBytes(5).toString("hex")}`;
      return call("POST", "/api/auth/register", { body: { firstName: "Asha", email: `${username}@example.com`, username, password } });
    };
    expectError(await register("seven77"), 400, "password");
    expectError(await register("x".repeat(129)), 400, "password");
    for (const common of ["password", "12345678", "Sunshine", "iloveyou1"]) expectError(await register(common), 400, "password");
    expect((await register("q".repeat(3) + "!x".repeat(62) + "z")).status).toBe(201);
  });
});

describe("session tokens", () => {
  it("live at most 7 days, and an expired one is refused", async () => {
    const user = await signUp();
    const claims = await decode({ token: user.token, secret: API_TEST_SECRET });
    expect(Number(claims!.exp) - Number(claims!.iat)).toBeLessThanOrEqual(7 * 24 * 3600);
    const expired = await encode({ token: { sub: user.id, admin: false, tv: 0 }, secret: API_TEST_SECRET, maxAge: -60 });
    expectError(await call("GET", `/api/user/${user.id}`, { token: expired }), 401);
    // The same key and claims with time left still work: it is the expiry that refuses.
    const fresh = await encode({ token: { sub: user.id, admin: false, tv: 0 }, secret: API_TEST_SECRET, maxAge: 60 });
    expect((await call("GET", `/api/user/${user.id}`, { token: fresh })).status).toBe(200);
  });

  it("logout revokes on the server: a copy of the old token and the old cookie stop working", async () => {
    const user = await signUp();
    const stolen = user.token;
    expect((await call("GET", `/api/user/${user.id}`, { headers: { cookie: `vastra_session=${stolen}` } })).status).toBe(200);
    await call("POST", "/api/auth/logout", { token: user.token });
    expectError(await call("GET", `/api/user/${user.id}`, { token: stolen }), 401);
    expectError(await call("GET", `/api/user/${user.id}`, { headers: { cookie: `vastra_session=${stolen}` } }), 401);
  });
});
