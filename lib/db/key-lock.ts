import { prisma, type Prisma } from "../db.ts";

export type Tx = Prisma.TransactionClient;

// Under load, transactions queue for a pooled connection (PostgreSQL) or for the one
// embedded connection (PGlite); Prisma's defaults (2 s to start, 5 s to run) would turn
// that queue into errors, so a request waits a little longer instead.
export const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

/**
 * Runs fn in one transaction holding a transaction-scoped advisory lock per key, so that
 * calls naming the same key take turns across all server instances (count, then insert,
 * with nobody else counting in between). Keys are locked in one order, so two calls that
 * share keys cannot deadlock. PGlite runs one transaction at a time and needs no lock,
 * but takes it all the same.
 */
export async function withKeyLocks<T>(keys: string[], fn: (tx: Tx) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
    }
    return fn(tx);
  }, TX_OPTIONS);
}
