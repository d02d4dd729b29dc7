import { throttleNetwork } from "./client-address.ts";
import { accountMailsPerHour, emailChangesPerDay, ordersPerHour, signupsPerAddress } from "../config.ts";
import { prisma } from "../db.ts";
import { withKeyLocks, type Tx } from "../db/key-lock.ts";
import { tooManyRequests } from "../errors.ts";

// Limits on how often one subject (a client address, an account, a mail address, a seller)
// may do something costly, counted in the RateLimitHit table so that they hold across
// server instances; all times are the database's own clock. The limits are listed in
// docs/api.md, SECURITY.md and README.md (Accounts).

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

/** One limit and the subject it counts: a request is allowed when every one of its counts has room. */
export type Count = readonly [RateLimit, string];

const HOUR = 3600;
const DAY = 24 * HOUR;

/** What a client address is counted as: an IPv4 address, or an IPv6 /64 (lib/security/client-address.ts). */
const client = (address: string) => `client:${throttleNetwork(address)}`;
const account = (userId: string) => `account:${userId}`;
const mailbox = (email: string) => `mail:${email.toLowerCase()}`;

/**
 * Sign-ups per client address: each one costs a memory-hard hash. A sign-up or a profile
 * change refused because the username or e-mail is taken counts too, so that probing which
 * ones exist is held to the same pace.
 */
export const signupLimit = (): RateLimit => ({
  name: "signup",
  count: signupsPerAddress(),
  seconds: 15 * 60,
  message: "Too many sign-ups or name changes from your address. Please wait and try again.",
});

export const signupCount = (address: string): Count => [signupLimit(), throttleNetwork(address)];

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

/** Orders placed by one shopper, and from one client address (several shoppers behind one network). */
export function orderCounts(userId: string, address: string): Count[] {
  const message = "Too many orders in an hour. Please wait and try again, or contact the shop.";
  return [
    [{ name: "order", count: ordersPerHour(), seconds: HOUR, message }, account(userId)],
    [{ name: "order", count: 5 * ordersPerHour(), seconds: HOUR, message }, client(address)],
  ];
}

/** E-mail address changes by one account, and from one client address. */
export function emailChangeCounts(userId: string, address: string): Count[] {
  const message = "Too many e-mail address changes today. Please try again tomorrow.";
  return [
    [{ name: "email-change", count: emailChangesPerDay(), seconds: DAY, message }, account(userId)],
    [{ name: "email-change", count: 4 * emailChangesPerDay(), seconds: DAY, message }, client(address)],
  ];
}

const ACCOUNT_MAIL_MESSAGE = "Too many mails asked for in an hour. Please check your inbox (and spam folder), or wait and try again.";

/**
 * Verification and password-reset mails: per account, per mail address (so that nobody
 * can flood someone else's inbox from many accounts), and per client address when one is
 * given (sign-ups are already counted per client address by signupLimit).
 */
export function accountMailCounts(to: { userId?: string; email: string; address?: string }): Count[] {
  const limit = (count: number): RateLimit => ({ name: "account-mail", count, seconds: HOUR, message: ACCOUNT_MAIL_MESSAGE });
  return [
    ...(to.userId ? [[limit(accountMailsPerHour()), account(to.userId)] as const] : []),
    [limit(accountMailsPerHour()), mailbox(to.email)],
    ...(to.address ? [[limit(4 * accountMailsPerHour()), client(to.address)] as const] : []),
  ];
}

/** Complaints filed from one client address, and mailed their ticket at one mail address. */
export function grievanceCounts(email: string, address: string): Count[] {
  const limit: RateLimit = {
    name: "grievance",
    count: 5,
    seconds: HOUR,
    message: "Too many complaints sent in an hour. Please wait, or write to the grievance officer.",
  };
  return [
    [limit, client(address)],
    [limit, mailbox(email)],
  ];
}

const keyOf = ([limit, subject]: Count) => `${limit.name}:${subject}`;

/** Seconds until the window of this count has room again, or null when it has room now. */
async function fullFor(tx: Tx, count: Count): Promise<number | null> {
  const [limit] = count;
  const key = keyOf(count);
  // The limit-th newest request in the window: once it leaves the window there is room again.
  const [full] = await tx.$queryRaw<{ wait: number }[]>`
    SELECT ceil(extract(epoch FROM "createdAt" + make_interval(secs => ${limit.seconds}::int) - CURRENT_TIMESTAMP))::int AS "wait"
    FROM "RateLimitHit"
    WHERE "key" = ${key} AND "createdAt" > CURRENT_TIMESTAMP - make_interval(secs => ${limit.seconds}::int)
    ORDER BY "createdAt" DESC
    OFFSET ${limit.count - 1} LIMIT 1`;
  return full ? full.wait : null;
}

/** 429 with the longest wait of the counts that are full, if any is. */
async function refuseWhenFull(tx: Tx, counts: readonly Count[]): Promise<void> {
  let refusal: { message: string; wait: number } | null = null;
  for (const count of counts) {
    const wait = await fullFor(tx, count);
    if (wait !== null && (!refusal || wait > refusal.wait)) refusal = { message: count[0].message, wait };
  }
  if (refusal) throw tooManyRequests(refusal.message, refusal.wait);
}

async function record(tx: Tx, counts: readonly Count[]): Promise<void> {
  for (const count of counts) await tx.$executeRaw`INSERT INTO "RateLimitHit" ("key") VALUES (${keyOf(count)})`;
}

async function locked(tx: Tx, counts: readonly Count[]): Promise<void> {
  for (const key of [...new Set(counts.map(keyOf))].sort()) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
}

/** One request in a hundred sweeps rows older than a day and a bit (the longest window): cheap, and the table stays small. */
async function sweepNowAndThen(): Promise<void> {
  if (Math.random() < 0.01) await prisma.$executeRaw`DELETE FROM "RateLimitHit" WHERE "createdAt" < CURRENT_TIMESTAMP - interval '25 hours'`;
}

/**
 * Counts one request against every one of `counts`, or, when any of them is full, refuses
 * it with 429 and Retry-After and counts nothing. Counting and recording happen in one
 * transaction under the keys' locks, so a burst sent at once cannot slip past. Inside a
 * transaction of the caller's, pass it as `tx`: the embedded database runs one at a time.
 */
export async function takeRateLimits(counts: readonly Count[], tx?: Tx): Promise<void> {
  const take = async (db: Tx) => {
    await locked(db, counts);
    await refuseWhenFull(db, counts);
    await record(db, counts);
  };
  if (tx) await take(tx);
  else await withKeyLocks([], take);
  await sweepNowAndThen();
}

/** takeRateLimits for one limit. */
export const takeRateLimit = (limit: RateLimit, subject: string) => takeRateLimits([[limit, subject]]);

/** 429 when any of `counts` is full; counts nothing (for requests counted only when they fail: recordRateLimitHits). */
export async function assertRateLimitRoom(counts: readonly Count[]): Promise<void> {
  await withKeyLocks([], (tx) => refuseWhenFull(tx, counts));
}

/** Counts a request that already happened, full or not. */
export async function recordRateLimitHits(counts: readonly Count[], tx?: Tx): Promise<void> {
  if (tx) await record(tx, counts);
  else await withKeyLocks([], (db) => record(db, counts));
}
