import { signupsPerAddress } from "../config.ts";
import { prisma } from "../db.ts";
import { withKeyLocks } from "../db/key-lock.ts";
import { tooManyRequests } from "../errors.ts";

// Limits on how often one subject (a client address, a seller) may do something costly,
// counted in the RateLimitHit table so that they hold across server instances; all times
// are the database's own clock. The limits are listed in docs/api.md and SECURITY.md.

export interface RateLimit {
  /** Names the counter: the rows' key is `${name}:${subject}`. */
  name: string;
  /** Requests allowed in the window... */
  count: number;
  /** ...of this many seconds. */
  seconds: number;
  /** Said with the 429. */
  message: string;
}

/** Sign-ups per client address (an IPv4 address or an IPv6 /64): each one costs a memory-hard hash. */
export const signupLimit = (): RateLimit => ({
  name: "signup",
  count: signupsPerAddress(),
  seconds: 15 * 60,
  message: "Too many sign-ups from your address. Please wait and try again.",
});

/**
 * A seller's writes: products added, changed or deleted, images uploaded or deleted. Far
 * above what a person at the seller console does; a script hammering the catalog (every
 * write expires cached pages for everyone) is held to one a second.
 */
export const SELLER_WRITE_LIMIT: RateLimit = {
  name: "seller-write",
  count: 60,
  seconds: 60,
  message: "Too many changes to your products and images in a minute. Please wait a moment and try again.",
};

/**
 * Counts one request of `subject` against the limit, or refuses it with 429 and
 * Retry-After when the window is full. Counting and recording happen in one transaction
 * under the key's lock, so a burst sent at once cannot slip past.
 */
export async function takeRateLimit(limit: RateLimit, subject: string): Promise<void> {
  const key = `${limit.name}:${subject}`;
  await withKeyLocks([key], async (tx) => {
    // The limit-th newest request in the window: once it leaves the window there is room again.
    const [full] = await tx.$queryRaw<{ wait: number }[]>`
      SELECT ceil(extract(epoch FROM "createdAt" + make_interval(secs => ${limit.seconds}::int) - CURRENT_TIMESTAMP))::int AS "wait"
      FROM "RateLimitHit"
      WHERE "key" = ${key} AND "createdAt" > CURRENT_TIMESTAMP - make_interval(secs => ${limit.seconds}::int)
      ORDER BY "createdAt" DESC
      OFFSET ${limit.count - 1} LIMIT 1`;
    if (full) throw tooManyRequests(limit.message, full.wait);
    await tx.$executeRaw`INSERT INTO "RateLimitHit" ("key") VALUES (${key})`;
  });
  // One request in a hundred sweeps rows older than a day (every window is shorter): cheap, and the table stays small.
  if (Math.random() < 0.01) await prisma.$executeRaw`DELETE FROM "RateLimitHit" WHERE "createdAt" < CURRENT_TIMESTAMP - interval '1 day'`;
}
