import { describe, expect, it } from "vitest";
import { login } from "@/lib/auth/login";
import { throttleNetwork } from "@/lib/security/client-address";
import { LOGIN_LIMITS, LOGIN_WINDOW_MINUTES } from "@/lib/auth/throttle";
import { prisma } from "@/lib/db";
import { registerUser } from "@/lib/users/register";
import { registerSchema } from "@/lib/validation/users";
import { newUser, PASSWORD } from "./fixtures.ts";

// The counts live in the LoginAttempt table, so these hold for every server instance on
// the database, not just this process. The concurrent bursts interleave for real on
// PostgreSQL; PGlite runs one transaction at a time, and the password checks overlap there.

const right = (username: string, from: string) => login({ username, password: PASSWORD }, from);
const wrong = (username: string, from: string) => login({ username, password: "not the password" }, from);
let next = 0;
/** An IPv4 address no other test uses. */
const address = () => `198.51.${100 + Math.floor(next / 250)}.${(next++ % 250) + 1}`;
const rows = (key: string) => prisma.loginAttempt.count({ where: { key } });
const settled = async <T>(calls: Promise<T>[]) => {
  const results = await Promise.allSettled(calls);
  const statuses = results.map((r) => (r.status === "fulfilled" ? 200 : (r.reason as { status?: number }).status));
  return {
    ok: statuses.filter((s) => s === 200).length,
    failed: statuses.filter((s) => s === 401).length,
    refused: statuses.filter((s) => s === 429).length,
    all: statuses.length,
  };
};

/**
 * Earlier failed sign-ins of `username` from `from`, written the way the throttle writes
 * them (one row per key, stamped by the database's clock), `minutesAgo` in the past. Each
 * test then makes the last failures before a limit for real, so a real failure is seen to
 * count: scrypt makes every real attempt cost a fifth of a second or more.
 */
async function earlierFailures(username: string, from: string, count: number, options: { minutesAgo?: number; pending?: boolean } = {}): Promise<void> {
  const network = throttleNetwork(from);
  for (const key of [`account:${username}`, `address:${network}`, `pair:${network} ${username}`]) {
    await prisma.$executeRaw`
      INSERT INTO "LoginAttempt" ("key", "createdAt", "pending")
      SELECT ${key}, CURRENT_TIMESTAMP - make_interval(mins => ${options.minutesAgo ?? 0}::int), ${options.pending ?? false}
      FROM generate_series(1, ${count}::int)`;
  }
}

describe("signing in by e-mail address", () => {
  it("the account's e-mail address signs in as its username does, and the guesses count against the one account", async () => {
    const user = await newUser();
    await expect(right(user.email, address())).resolves.toMatchObject({ id: user.id });
    await expect(wrong(user.email, address())).rejects.toMatchObject({ status: 401 });
    await expect(right("nobody@example.com", address())).rejects.toMatchObject({ status: 401 });
    const from = address();
    await earlierFailures(user.username, from, LOGIN_LIMITS.accountAddress - 1);
    await expect(wrong(user.email, from)).rejects.toMatchObject({ status: 401 });
    await expect(right(user.email, from)).rejects.toMatchObject({ status: 429 });
    await expect(right(user.username, from)).rejects.toMatchObject({ status: 429 });
  });
});

describe("sign-in throttling: who is refused", () => {
  it(`after ${LOGIN_LIMITS.accountAddress} failures on an account from one address, that address gets 429 with Retry-After even with the right password; the owner elsewhere and other accounts are untouched`, async () => {
    const user = await newUser();
    const other = await newUser();
    const from = address();
    await earlierFailures(user.username, from, LOGIN_LIMITS.accountAddress - 2);
    for (let i = 0; i < 2; i++) await expect(wrong(user.username, from)).rejects.toMatchObject({ status: 401 });
    expect(await rows(`pair:${from} ${user.username}`)).toBe(LOGIN_LIMITS.accountAddress);
    const refused = await right(user.username, from).catch((e) => e);
    expect(refused).toMatchObject({ status: 429 });
    const wait = Number(refused.headers["Retry-After"]);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // The refused attempt tested no password and leaves no row.
    expect(await rows(`pair:${from} ${user.username}`)).toBe(LOGIN_LIMITS.accountAddress);
    // The seller at their own address, and the guesser's address on another account, still sign in.
    await expect(right(user.username, address())).resolves.toMatchObject({ id: user.id });
    await expect(right(other.username, from)).resolves.toMatchObject({ id: other.id });
  }, 120_000);

  it(`after ${LOGIN_LIMITS.address} failures from one address, that address is refused for any account`, async () => {
    const from = "203.0.113.7";
    const user = await newUser();
    await earlierFailures("guess_earlier", from, LOGIN_LIMITS.address - 5);
    // The last five at once, each on another name: concurrent guesses count each other too.
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => wrong(`guess_${i}`, from)));
    for (const result of results) expect(result).toMatchObject({ status: "rejected", reason: { status: 401 } });
    expect(await rows(`address:${from}`)).toBe(LOGIN_LIMITS.address);
    await expect(right(user.username, from)).rejects.toMatchObject({ status: 429 });
    await expect(right(user.username, "203.0.113.8")).resolves.toMatchObject({ id: user.id });
  });

  it(`only failures count: ${LOGIN_LIMITS.address + 10} concurrent right passwords from one address all sign in`, async () => {
    const user = await newUser();
    const from = address();
    // Some failures on the account from this very address, short of the limits.
    await earlierFailures(user.username, from, LOGIN_LIMITS.accountAddress - 1);
    const burst = await settled(Array.from({ length: LOGIN_LIMITS.address + 10 }, () => right(user.username, from)));
    expect(burst).toMatchObject({ ok: LOGIN_LIMITS.address + 10 });
    expect(await prisma.loginAttempt.count({ where: { pending: true, key: { in: [`address:${from}`, `account:${user.username}`] } } })).toBe(0);
  }, 300_000);

  it("a burst of right passwords is refused only once its address has failed past the limit", async () => {
    const user = await newUser();
    const from = address();
    await earlierFailures("someone_else", from, LOGIN_LIMITS.address);
    expect(await settled(Array.from({ length: 5 }, () => right(user.username, from)))).toMatchObject({ refused: 5 });
  });

  it(`a guesser spread over many addresses: past ${LOGIN_LIMITS.account} failures on the account, each address gets ${LOGIN_LIMITS.accountUnderAttack}; the owner from a clean address still signs in`, async () => {
    const user = await newUser();
    for (let i = 0; i < LOGIN_LIMITS.account / 2; i++) await earlierFailures(user.username, address(), 2);
    const guesser = address();
    for (let i = 0; i < LOGIN_LIMITS.accountUnderAttack; i++) await expect(wrong(user.username, guesser)).rejects.toMatchObject({ status: 401 });
    await expect(wrong(user.username, guesser)).rejects.toMatchObject({ status: 429 });
    await expect(right(user.username, address())).resolves.toMatchObject({ id: user.id });
  });

  it("an IPv6 client is counted per /64: a new address in the same network does not start afresh", async () => {
    const user = await newUser();
    await earlierFailures(user.username, "2001:db8:7:1::1", LOGIN_LIMITS.accountAddress - 1);
    await expect(wrong(user.username, "2001:db8:7:1:aaaa:bbbb:cccc:dddd")).rejects.toMatchObject({ status: 401 });
    await expect(right(user.username, "2001:0db8:0007:0001:ffff::9")).rejects.toMatchObject({ status: 429 });
    await expect(right(user.username, "2001:db8:7:2::1")).resolves.toMatchObject({ id: user.id });
  });

  it(`only the last ${LOGIN_WINDOW_MINUTES} minutes count`, async () => {
    const user = await newUser();
    const from = address();
    await earlierFailures(user.username, from, 5 * LOGIN_LIMITS.accountAddress, { minutesAgo: LOGIN_WINDOW_MINUTES + 1 });
    await earlierFailures(user.username, from, LOGIN_LIMITS.accountAddress - 1, { minutesAgo: LOGIN_WINDOW_MINUTES - 1 });
    await expect(wrong(user.username, from)).rejects.toMatchObject({ status: 401 });
    await expect(right(user.username, from)).rejects.toMatchObject({ status: 429 });
  });

  it("an attempt left pending (its server died mid-check) counts as a failure after five minutes", async () => {
    const user = await newUser();
    const from = address();
    await earlierFailures(user.username, from, LOGIN_LIMITS.accountAddress, { minutesAgo: 6, pending: true });
    await expect(right(user.username, from)).rejects.toMatchObject({ status: 429 });
  });

  it("unknown usernames are throttled the same way, so a 429 does not tell whether an account exists", async () => {
    const from = address();
    await earlierFailures("nobody_by_this_name", from, LOGIN_LIMITS.accountAddress - 1);
    await expect(wrong("nobody_by_this_name", from)).rejects.toMatchObject({ status: 401 });
    expect(await rows(`pair:${from} nobody_by_this_name`)).toBe(LOGIN_LIMITS.accountAddress);
    await expect(wrong("nobody_by_this_name", from)).rejects.toMatchObject({ status: 429 });
  });

  it("a success forgives this address's failures on the account, and leaves no rows of its own", async () => {
    const user = await newUser();
    const from = address();
    await earlierFailures(user.username, from, LOGIN_LIMITS.accountAddress - 2);
    await expect(wrong(user.username, from)).rejects.toMatchObject({ status: 401 });
    await right(user.username, from);
    expect(await rows(`pair:${from} ${user.username}`)).toBe(0);
    // The address's and the account's failures stay: they are what slows a guesser with an account of its own.
    expect(await rows(`address:${from}`)).toBe(LOGIN_LIMITS.accountAddress - 1);
    await expect(wrong(user.username, from)).rejects.toMatchObject({ status: 401 });
  });
});

describe("sign-in throttling: guesses sent at once", () => {
  it("100 wrong guesses at once for one account from one address: no more than the limit reach the password check", async () => {
    const user = await newUser();
    const from = address();
    const burst = await settled(Array.from({ length: 100 }, () => wrong(user.username, from)));
    expect(burst.failed).toBeLessThanOrEqual(LOGIN_LIMITS.accountAddress);
    expect(burst.failed + burst.refused).toBe(100);
    expect(await rows(`pair:${from} ${user.username}`)).toBeLessThanOrEqual(LOGIN_LIMITS.accountAddress);
  }, 60_000);

  it("wrong guesses at once from one address on as many names: no more than the address limit are checked", async () => {
    const from = address();
    await earlierFailures("spray_earlier", from, LOGIN_LIMITS.address - 10);
    const burst = await settled(Array.from({ length: 30 }, (_, i) => wrong(`spray_${i}`, from)));
    expect(burst.failed).toBeLessThanOrEqual(10);
    expect(burst.failed + burst.refused).toBe(30);
  }, 120_000);
});

describe("password rules", () => {
  const registration = (password: string) =>
    registerSchema.parse({
      firstName: "Asha",
      email: `pw_${Math.random().toString(36).slice(2)}@example.com`,
      username: `pw_${Math.random().toString(36).slice(2, 10)}`,
      password,
    });

  it("refuses the most common passwords, in any letter case, and the username itself", async () => {
    for (const password of ["password", "12345678", "Iloveyou", "QWERTYUIOP", "trustno1"]) {
      await expect(registerUser(registration(password), address())).rejects.toMatchObject({ status: 400, fields: { password: expect.any(Array) } });
    }
    const input = registration("placeholder passphrase");
    await expect(registerUser({ ...input, password: input.username.toUpperCase() }, address())).rejects.toMatchObject({ status: 400 });
  });

  it("takes all of a 128-character password: one changed last character does not log in", async () => {
    const password = `${"long pass phrase ".repeat(8)}`.slice(0, 127) + "A";
    const input = registration(password);
    await registerUser(input, address());
    await expect(login({ username: input.username, password: password.slice(0, 127) + "B" }, address())).rejects.toMatchObject({ status: 401 });
    await expect(login({ username: input.username, password }, address())).resolves.toMatchObject({ admin: false });
  });
});
