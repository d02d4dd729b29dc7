import { prisma } from "../db.ts";
import { withKeyLocks, type Tx } from "../db/key-lock.ts";
import { tooManyRequests } from "../errors.ts";
import { throttleNetwork } from "../security/client-address.ts";

// Failed sign-ins, in the LoginAttempt table so that every server instance sees the same
// counts; all times are the database's own clock. The policy is written out in SECURITY.md
// (Accounts and sessions) and docs/api.md (POST /api/auth/login).
//
// Only failures count against a limit. An attempt is recorded as pending before its
// password is checked; a wrong password turns it into a failure, a right one deletes it.
// Pending attempts never refuse anyone, but an attempt waits while the failures so far plus
// the attempts still in flight would reach a limit: so a burst of guesses sent at once
// cannot slip past (no more than the limit reach the password check), and a burst of
// right passwords from one address is only held back until the earlier ones have ended.

/** Failures allowed in the window; the next attempt is refused with 429 until enough have aged out. */
export const LOGIN_LIMITS = {
  /** For one account (the username typed, known or not) from one client address (an IPv6 /64). */
  accountAddress: 10,
  /** From one client address, over all accounts. */
  address: 50,
  /** For one account from all addresses: past this the account is being guessed at from many places... */
  account: 30,
  /** ...and each address then gets only this many failures of its own on that account. */
  accountUnderAttack: 3,
} as const;
export const LOGIN_WINDOW_MINUTES = 15;

/**
 * An attempt pending this long counts as a failure: its server died, or its check broke.
 * Generous, because under a burst an attempt can queue for its hash for a while (password.ts).
 */
const PENDING_SECONDS = 300;
/** Waiting longer than that cannot be for attempts in flight; past it the attempt gives up with 429. */
const MAX_WAIT_MS = PENDING_SECONDS * 1000;

/** Rows of one sign-in attempt, recorded before the password is checked. */
export interface Attempt {
  ids: bigint[];
  pairKey: string;
}

const keysOf = (username: string, address: string) => {
  const network = throttleNetwork(address);
  // A network never holds a space, so the pair key cannot be spelled two ways.
  return { account: `account:${username}`, address: `address:${network}`, pair: `pair:${network} ${username}` };
};

interface KeyCount {
  key: string;
  failures: number;
  inFlight: number;
  /** Seconds until each failure leaves the window, newest first (not for the account key). */
  expiries: number[] | null;
}

/** The pending rows, or "wait", or 429 when this address has failed past a limit. */
async function claim(keys: ReturnType<typeof keysOf>): Promise<bigint[] | "wait"> {
  return withKeyLocks([keys.pair, keys.address], async (tx) => {
    const counts = await tx.$queryRaw<KeyCount[]>`
      SELECT "key",
             count(*) FILTER (WHERE failure)::int AS "failures",
             count(*) FILTER (WHERE NOT failure)::int AS "inFlight",
             array_agg(ceil(extract(epoch FROM "createdAt" + make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int) - CURRENT_TIMESTAMP))::int
                       ORDER BY "createdAt" DESC) FILTER (WHERE failure AND "key" <> ${keys.account}) AS "expiries"
      FROM (SELECT "key", "createdAt", (NOT "pending" OR "createdAt" < CURRENT_TIMESTAMP - make_interval(secs => ${PENDING_SECONDS}::int)) AS failure
            FROM "LoginAttempt"
            WHERE "key" IN (${keys.account}, ${keys.address}, ${keys.pair})
              AND "createdAt" > CURRENT_TIMESTAMP - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int)) AS recent
      GROUP BY "key"`;
    const count = (key: string) => counts.find((c) => c.key === key) ?? { key, failures: 0, inFlight: 0, expiries: [] };
    const underAttack = count(keys.account).failures >= LOGIN_LIMITS.account;
    const limited = [
      { ...count(keys.pair), limit: underAttack ? LOGIN_LIMITS.accountUnderAttack : LOGIN_LIMITS.accountAddress },
      { ...count(keys.address), limit: LOGIN_LIMITS.address },
    ];
    const over = limited.filter((c) => c.failures >= c.limit);
    if (over.length) {
      // Allowed again once all but limit - 1 of the failures have left the window.
      const waits = over.map((c) => c.expiries?.[c.limit - 1] ?? LOGIN_WINDOW_MINUTES * 60);
      throw tooManyRequests("Too many failed sign-ins. Please wait and try again.", Math.max(...waits));
    }
    if (limited.some((c) => c.failures + c.inFlight >= c.limit)) return "wait";
    const inserted = await tx.$queryRaw<{ id: bigint }[]>`
      INSERT INTO "LoginAttempt" ("key", "pending") VALUES (${keys.account}, true), (${keys.address}, true), (${keys.pair}, true) RETURNING "id"`;
    return inserted.map((row) => row.id);
  });
}

// An attempt that ends here frees one place: it wakes the longest-waiting attempt of this
// process (waking them all would have every one of them ask the database at once). The
// others, and attempts waiting for other instances, ask again a little later.
const waiters: (() => void)[] = [];
function wakeOneWaiter(): void {
  waiters.shift()?.();
}
function nextEndOrTimeout(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      const at = waiters.indexOf(wake);
      if (at >= 0) waiters.splice(at, 1);
      resolve();
    }, ms);
    waiters.push(wake);
  });
}

// Attempts of this process that must wait line up per client address, and only the first
// in line asks the database: a hundred guesses sent at once would otherwise all keep asking,
// and crowd out the attempts in flight they are waiting for.
const linesByAddress = new Map<string, Promise<unknown>>();
function inLine<T>(address: string, task: () => Promise<T>): Promise<T> {
  const turn = (linesByAddress.get(address) ?? Promise.resolve()).then(task);
  const done = turn.catch(() => undefined);
  linesByAddress.set(address, done);
  void done.then(() => linesByAddress.get(address) === done && linesByAddress.delete(address));
  return turn;
}

/**
 * Records the attempt as pending, once this address may try this account; refuses with 429
 * (and Retry-After) when it has failed past a limit. A refused attempt leaves no row.
 */
export async function beginLoginAttempt(username: string, address: string): Promise<Attempt> {
  const keys = keysOf(username, address);
  const ids = await claim(keys);
  if (ids !== "wait") return { ids, pairKey: keys.pair };
  return inLine(keys.address, async () => {
    const deadline = Date.now() + MAX_WAIT_MS;
    for (let pause = 50; ; pause = Math.min(pause * 2, 500)) {
      const claimed = await claim(keys);
      if (claimed !== "wait") return { ids: claimed, pairKey: keys.pair };
      if (Date.now() > deadline) throw tooManyRequests("Too many sign-ins at once from your address. Please try again in a moment.", 5);
      await nextEndOrTimeout(pause + Math.random() * pause);
    }
  });
}

/** The password was right: this attempt leaves no row, and this address's failures on the account are forgiven (the address's others are not). */
export async function loginSucceeded(attempt: Attempt): Promise<void> {
  await prisma.loginAttempt.deleteMany({ where: { OR: [{ id: { in: attempt.ids } }, { key: attempt.pairKey }] } });
  wakeOneWaiter();
}

/** The password was wrong: the attempt counts as a failure. Rows past the window are swept now and then. */
export async function loginFailed(attempt: Attempt): Promise<void> {
  await prisma.loginAttempt.updateMany({ where: { id: { in: attempt.ids } }, data: { pending: false } });
  wakeOneWaiter();
  // One failure in fifty sweeps the whole table: cheap enough, and it stays small.
  if (Math.random() < 0.02) {
    await prisma.$executeRaw`DELETE FROM "LoginAttempt" WHERE "createdAt" < CURRENT_TIMESTAMP - make_interval(mins => ${LOGIN_WINDOW_MINUTES}::int)`;
  }
}

/** Forgets the sign-in attempts on this username, from any address (an account erased). */
export async function forgetLoginAttemptsIn(tx: Tx, username: string): Promise<void> {
  await tx.loginAttempt.deleteMany({ where: { OR: [{ key: `account:${username}` }, { key: { endsWith: ` ${username}` } }] } });
}
