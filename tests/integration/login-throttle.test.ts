import { describe, expect, it } from "vitest";
import { login } from "@/lib/auth/login";
import { LOGIN_LIMITS, LOGIN_WINDOW_MINUTES } from "@/lib/auth/throttle";
import { prisma } from "@/lib/db";
import { registerUser } from "@/lib/users/register";
import { registerSchema } from "@/lib/validation/users";
import { newUser, PASSWORD } from "./fixtures.ts";

// The counts live in the LoginAttempt table, so these hold for every server instance on
// the database, not just this process.

const wrong = (username: string, address: string) => login({ username, password: "not the password" }, address);
const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const rows = (key: string) => prisma.loginAttempt.count({ where: { key } });

/**
 * Earlier failed sign-ins, written the way beginLoginAttempt writes them (one row per key,
 * stamped by the database's clock), `minutesAgo` in the past. Each test then makes the last
 * failures before the limit for real, so a real failure is seen to count: scrypt makes
 * every real attempt cost a fifth of a second or more, and 50 of them would take most of a minute.
 */
async function earlierFailures(key: string, count: number, minutesAgo = 0): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO "LoginAttempt" ("key", "createdAt")
    SELECT ${key}, CURRENT_TIMESTAMP - make_interval(mins => ${minutesAgo}::int) FROM generate_series(1, ${count}::int)`;
}

describe("sign-in throttling", () => {
  it(`after ${LOGIN_LIMITS.account} failures on one account even the right password gets 429 with Retry-After; other accounts are untouched`, async () => {
    const user = await newUser();
    const other = await newUser();
    await earlierFailures(`account:${user.username}`, LOGIN_LIMITS.account - 2);
    for (let i = 0; i < 2; i++) await expect(wrong(user.username, address())).rejects.toMatchObject({ status: 401 });
    expect(await rows(`account:${user.username}`)).toBe(LOGIN_LIMITS.account);
    const refused = await login({ username: user.username, password: PASSWORD }, address()).catch((e) => e);
    expect(refused).toMatchObject({ status: 429 });
    const wait = Number(refused.headers["Retry-After"]);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // The refused attempt tested no password and leaves no row.
    expect(await rows(`account:${user.username}`)).toBe(LOGIN_LIMITS.account);
    await expect(login({ username: other.username, password: PASSWORD }, address())).resolves.toMatchObject({ id: other.id });
  });

  it(`only the last ${LOGIN_WINDOW_MINUTES} minutes count`, async () => {
    const user = await newUser();
    await earlierFailures(`account:${user.username}`, 5 * LOGIN_LIMITS.account, LOGIN_WINDOW_MINUTES + 1);
    await earlierFailures(`account:${user.username}`, LOGIN_LIMITS.account - 1, LOGIN_WINDOW_MINUTES - 1);
    await expect(wrong(user.username, address())).rejects.toMatchObject({ status: 401 });
    await expect(login({ username: user.username, password: PASSWORD }, address())).rejects.toMatchObject({ status: 429 });
  });

  it("unknown usernames are throttled the same way, so a 429 does not tell whether an account exists", async () => {
    await earlierFailures("account:nobody_by_this_name", LOGIN_LIMITS.account - 1);
    await expect(wrong("nobody_by_this_name", address())).rejects.toMatchObject({ status: 401 });
    expect(await rows("account:nobody_by_this_name")).toBe(LOGIN_LIMITS.account);
    await expect(wrong("nobody_by_this_name", address())).rejects.toMatchObject({ status: 429 });
  });

  it(`after ${LOGIN_LIMITS.address} failures from one address, that address is refused for any account`, async () => {
    const from = "203.0.113.7";
    const user = await newUser();
    await earlierFailures(`address:${from}`, LOGIN_LIMITS.address - 5);
    // The last five at once, each on another name: concurrent guesses count each other too.
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => wrong(`guess_${i}`, from)));
    for (const result of results) expect(result).toMatchObject({ status: "rejected", reason: { status: 401 } });
    expect(await rows(`address:${from}`)).toBe(LOGIN_LIMITS.address);
    await expect(login({ username: user.username, password: PASSWORD }, from)).rejects.toMatchObject({ status: 429 });
    await expect(login({ username: user.username, password: PASSWORD }, "203.0.113.8")).resolves.toMatchObject({ id: user.id });
  });

  it("a burst of concurrent guesses cannot slip past the limit", async () => {
    const user = await newUser();
    const results = await Promise.allSettled(Array.from({ length: 2 * LOGIN_LIMITS.account }, () => wrong(user.username, address())));
    const tried = results.filter((r) => r.status === "rejected" && r.reason.status === 401).length;
    expect(tried).toBeLessThanOrEqual(LOGIN_LIMITS.account);
    expect(results.every((r) => r.status === "rejected" && [401, 429].includes(r.reason.status))).toBe(true);
  });

  it("a success forgives the account's earlier failures and leaves no rows of its own", async () => {
    const user = await newUser();
    await earlierFailures(`account:${user.username}`, LOGIN_LIMITS.account - 2);
    await expect(wrong(user.username, address())).rejects.toMatchObject({ status: 401 });
    await login({ username: user.username, password: PASSWORD }, address());
    expect(await rows(`account:${user.username}`)).toBe(0);
    await expect(wrong(user.username, address())).rejects.toMatchObject({ status: 401 });
  });
});

describe("password rules", () => {
  const registration = (password: string) =>
    registerSchema.parse({ firstName: "Asha", email: `pw_${Math.random().toString(36).slice(2)}@example.com`, username: `pw_${Math.random().toString(36).slice(2, 10)}`, password });

  it("refuses the most common passwords, in any letter case, and the username itself", async () => {
    for (const password of ["password", "12345678", "Iloveyou", "QWERTYUIOP", "trustno1"]) {
      await expect(registerUser(registration(password))).rejects.toMatchObject({ status: 400, fields: { password: expect.any(Array) } });
    }
    const input = registration("placeholder passphrase");
    await expect(registerUser({ ...input, password: input.username.toUpperCase() })).rejects.toMatchObject({ status: 400 });
  });

  it("takes all of a 128-character password: one changed last character does not log in", async () => {
    const password = `${"long pass phrase ".repeat(8)}`.slice(0, 127) + "A";
    const input = registration(password);
    await registerUser(input);
    await expect(login({ username: input.username, password: password.slice(0, 127) + "B" }, address())).rejects.toMatchObject({ status: 401 });
    await expect(login({ username: input.username, password }, address())).resolves.toMatchObject({ admin: false });
  });
});
