import { describe, expect, it } from "vitest";
import { encode } from "next-auth/jwt";
import { login, logout, LOGIN_FAILED } from "@/lib/auth/login";
import { userFromToken } from "@/lib/auth/session";
import { issueToken, readTokenClaims } from "@/lib/auth/token";
import { prisma } from "@/lib/db";
import { verifyPassword } from "@/lib/auth/password";
import { newUser, PASSWORD } from "./fixtures.ts";

describe("login and session tokens", () => {
  it("logs in with the right password and the token names the user", async () => {
    const user = await newUser({ admin: true });
    const result = await login({ username: user.username, password: PASSWORD }, "127.0.0.1");
    expect(result).toEqual({ token: expect.any(String), id: user.id, admin: true });
    expect(await readTokenClaims(result.token)).toEqual({ sub: user.id, admin: true, tv: 0 });
    const caller = await userFromToken(result.token);
    expect(caller).toEqual({ id: user.id, username: user.username, firstName: "Asha", lastName: "Rao", email: user.email, admin: true, owner: false });
    expect(caller).not.toHaveProperty("passwordHash");
  });

  it("refuses a wrong password and an unknown username with the same message", async () => {
    const user = await newUser();
    await expect(login({ username: user.username, password: "wrong password" }, "127.0.0.1")).rejects.toMatchObject({ status: 401, message: LOGIN_FAILED });
    await expect(login({ username: "nobody_here", password: PASSWORD }, "127.0.0.1")).rejects.toMatchObject({ status: 401, message: LOGIN_FAILED });
  });

  it("stores a memory-hard hash, never the password", async () => {
    const user = await newUser();
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    // At the suite's cost, 2^10 (scripts/lib/password-cost.mjs); the shop's own is checked in lib/auth/password.test.ts.
    expect(row.passwordHash).toMatch(/^scrypt\$1024\$8\$5\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
  });

  it("rejects tampered, forged and foreign tokens", async () => {
    const user = await newUser();
    const { token } = await login({ username: user.username, password: PASSWORD }, "127.0.0.1");
    const flipped = token.slice(0, -3) + (token.at(-3) === "A" ? "B" : "A") + token.slice(-2);
    expect(await readTokenClaims(flipped)).toBeNull();
    expect(await readTokenClaims("not-a-token")).toBeNull();
    const forged = await encode({ token: { sub: user.id, admin: true, tv: 0 }, secret: "some other secret" });
    expect(await readTokenClaims(forged)).toBeNull();
    expect(await userFromToken(forged)).toBeNull();
  });

  it("rejects a token whose claims have the wrong types", async () => {
    const user = await newUser();
    const odd = await encode({ token: { sub: user.id, admin: "yes", tv: 0 }, secret: process.env.AUTH_SECRET! });
    expect(await readTokenClaims(odd)).toBeNull();
  });

  it("rejects a token for a user that no longer exists", async () => {
    const token = await issueToken({ sub: "c_no_such_user", admin: false, tv: 0 });
    expect(await readTokenClaims(token)).not.toBeNull();
    expect(await userFromToken(token)).toBeNull();
  });

  it("logout revokes every token issued before it", async () => {
    const user = await newUser();
    const first = await login({ username: user.username, password: PASSWORD }, "127.0.0.1");
    const second = await login({ username: user.username, password: PASSWORD }, "127.0.0.1");
    await logout(user.id);
    expect(await userFromToken(first.token)).toBeNull();
    expect(await userFromToken(second.token)).toBeNull();
    const fresh = await login({ username: user.username, password: PASSWORD }, "127.0.0.1");
    expect((await userFromToken(fresh.token))?.id).toBe(user.id);
  });

  it("a token keeps the admin flag it was issued with only while the database agrees", async () => {
    const user = await newUser();
    const forgedAdmin = await issueToken({ sub: user.id, admin: true, tv: 0 });
    // Signed with our key but claiming seller rights: the database's flag is what counts.
    expect((await userFromToken(forgedAdmin))?.admin).toBe(false);
  });
});
