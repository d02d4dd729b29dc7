import type { Tx } from "../db/key-lock.ts";
import { figuresOf, type LedgerFigures } from "./figures.ts";

// Reading an order's figures from its ledger, for a path that has no entries in hand.

/** The order's figures now, as its ledger says (docs/architecture.md, The ledger). */
export async function orderFigures(db: Pick<Tx, "ledgerEntry">, orderId: string): Promise<LedgerFigures> {
  return figuresOf(await db.ledgerEntry.findMany({ where: { orderId }, select: { kind: true, amountPaise: true } }));
}
