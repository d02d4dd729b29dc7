import type { LedgerEntry } from "../generated/prisma/client.ts";
import type { Tx } from "../db/key-lock.ts";

// Reads of an order's ledger without its lock (lib/ledger/post.ts lockedEntries takes it).

/** The order's entries, oldest first. */
export function entriesOf(tx: Tx, orderId: string): Promise<LedgerEntry[]> {
  return tx.ledgerEntry.findMany({ where: { orderId }, orderBy: { at: "asc" } });
}

/** Whether the order has received money yet. */
export async function anyReceived(tx: Tx, orderId: string): Promise<boolean> {
  return (await tx.ledgerEntry.count({ where: { orderId, kind: "received" } })) > 0;
}
