import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { signupLimit } from "@/lib/security/rate-limit";
import { registerUser } from "@/lib/users/register";
import { registerSchema } from "@/lib/validation/users";
import { PASSWORD } from "./fixtures.ts";

// Sign-ups are counted in the RateLimitHit table, so the limit holds for every server
// instance on the database. Bursts interleave for real on PostgreSQL; PGlite runs one
// transaction at a time.

const LIMIT = signupLimit().count;
let next = 0;
const address = () => `203.0.${113 + Math.floor(next / 250)}.${(next++ % 250) + 1}`;
const signUp = (from: string) => {
  const tag = `su_${Math.random().toString(36).slice(2, 10)}`;
  return registerUser(registerSchema.parse({ firstName: "Asha", email: `${tag}@example.com`, username: tag, password: PASSWORD }), from);
};

/** Earlier sign-ups from `from`, written the way takeRateLimit writes them, `minutesAgo` in the past. */
async function earlierSignups(from: string, count: number, minutesAgo = 0): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO "RateLimitHit" ("key", "createdAt")
    SELECT ${`signup:${from}`}, CURRENT_TIMESTAMP - make_interval(mins => ${minutesAgo}::int) FROM generate_series(1, ${count}::int)`;
}

describe("sign-up throttling", () => {
  it(`after ${LIMIT} sign-ups from one address in 15 minutes the next is 429 with Retry-After; another address signs up`, async () => {
    const from = address();
    await earlierSignups(from, LIMIT - 1, 5);
    await expect(signUp(from)).resolves.toMatchObject({ username: expect.any(String) });
    const refused = await signUp(from).catch((e) => e);
    expect(refused).toMatchObject({ status: 429, code: "too_many_requests" });
    // The oldest of the window is 5 minutes old: room again in about 10.
    const wait = Number(refused.headers["Retry-After"]);
    expect(wait).toBeGreaterThan(9 * 60);
    expect(wait).toBeLessThanOrEqual(10 * 60);
    await expect(signUp(address())).resolves.toMatchObject({ username: expect.any(String) });
  });

  it("only the last 15 minutes count, and an IPv6 client is counted per /64", async () => {
    const from = address();
    await earlierSignups(from, 5 * LIMIT, 16);
    await expect(signUp(from)).resolves.toMatchObject({ username: expect.any(String) });
    await earlierSignups("2001:db8:9:9::/64", LIMIT);
    await expect(signUp("2001:db8:9:9:1234::1")).rejects.toMatchObject({ status: 429 });
    await expect(signUp("2001:db8:9:a::1")).resolves.toMatchObject({ username: expect.any(String) });
  });

  it("a burst sent at once cannot slip past the limit", async () => {
    const from = address();
    await earlierSignups(from, LIMIT - 3);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => signUp(from)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(results.filter((r) => r.status === "rejected" && r.reason.status === 429)).toHaveLength(7);
  }, 60_000);

  it("a sign-up refused for its password hashes nothing and does not count; one refused for a taken name counts", async () => {
    const from = address();
    await earlierSignups(from, LIMIT - 2);
    await expect(
      registerUser(registerSchema.parse({ firstName: "Asha", email: "common_pw@example.com", username: "common_pw", password: "password" }), from),
    ).rejects.toMatchObject({ status: 400 });
    const taken = await signUp(from);
    await expect(
      registerUser(registerSchema.parse({ firstName: "Asha", email: "other@example.com", username: taken.username, password: PASSWORD }), from),
    ).rejects.toMatchObject({ status: 409 });
    await expect(signUp(from)).rejects.toMatchObject({ status: 429 });
  });
});
