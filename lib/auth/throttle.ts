import { prisma } from "../db.ts";
import { tooManyRequests } from "../errors.ts";

// Failed sign-ins, counted per account (the username typed, known or not, so the answer
// never tells whether it exists) and per client address, in the LoginAttempt table so that
// every server instance sees the same counts. All times are the database's own clock.

/** Failures allowed in the window before further attempts are refused with 429. */
export const LOGIN_LIMITS = { account: 10, address: 50 } as const;
export const LOGIN_WINDOW_MINUTES = 15;

/** Rows of one sign-in attempt, recorded before the password is checked. */
export interface Attempt {
  ids: bigint[];
  accountKey: string;
}

const keysOf = (username: string, address: string) => ({ account: `account:${username}`, address: `address:${address}` });

/**
 * Records the attempt first and counts after, so concurrent guesses see each other and a
 * burst cannot slip past the limit. Over a limit: the attempt's rows are removed again (a
 * refused attempt tested no password) and 429 says when to come back.
 */
export async function beginLoginAttempt(username: string, address: string): Promise<Attempt> {
  const keys = keysOf(username, address);
  const inserted = await prisma.$queryRaw<{ id: bigint }[]>`
    INSERT INTO "LoginAttempt" ("key") VALUES (${keys.account}), (${keys.address}) RETURNING "id"`;
  const ids = inserted.map((row) => row.id);
  const counts = await prisma.$queryRaw<{ key: string; n: number; wait: number }[]>`
    SELECT "key", count(*)::int AS n,
           ceil(extract(epoch FROM min("createdAt") + make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int) - CURRENT_TIMESTAMP))::int AS wait
    FROM "LoginAttempt"
    WHERE "key" IN (${keys.account}, ${keys.address})
      AND "createdAt" > CURRENT_TIMESTAMP - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int)
    GROUP BY "key"`;
  const over = counts.filter((c) => c.n > (c.key === keys.account ? LOGIN_LIMITS.account : LOGIN_LIMITS.address));
  if (over.length) {
    await prisma.loginAttempt.deleteMany({ where: { id: { in: ids } } });
    throw tooManyRequests("Too many failed sign-ins. Please wait and try again.", Math.max(...over.map((c) => c.wait)));
  }
  return { ids, accountKey: keys.account };
}

/** The password was right: this attempt does not count, and the account's earlier failures are forgiven (the address's are not). */
export async function loginSucceeded(attempt: Attempt): Promise<void> {
  await prisma.loginAttempt.deleteMany({ where: { OR: [{ id: { in: attempt.ids } }, { key: attempt.accountKey }] } });
}

/** The password was wrong: the rows stay and count. Rows past the window are swept now and then. */
export async function loginFailed(): Promise<void> {
  // One failure in fifty sweeps the whole table: cheap enough, and it stays small.
  if (Math.random() < 0.02) {
    await prisma.$executeRaw`DELETE FROM "LoginAttempt" WHERE "createdAt" < CURRENT_TIMESTAMP - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int)`;
  }
}
