import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "./key-lock.ts";

export type { Tx } from "./key-lock.ts";

/**
 * Runs fn in one transaction that first locks the user's row. Every change to a user's
 * cart and every checkout go through here, so they take turns per user across all server
 * instances (the lock lives in the database, not in this process): an add that races a
 * checkout lands either before it (and is ordered) or after it (and stays in the cart).
 * `FOR NO KEY UPDATE` rather than `FOR UPDATE`: foreign-key checks (a line naming this
 * user as seller) take KEY SHARE locks, which this one does not block, so two sellers
 * buying from each other at once cannot deadlock.
 */
export async function withUserLock<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
    return fn(tx);
  }, TX_OPTIONS);
}
