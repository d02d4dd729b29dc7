import type { Tx } from "../db/key-lock.ts";
import { AppError } from "../errors.ts";
import type { LedgerCharge, LedgerEntry, LedgerKind, OrderActor, PaymentMethod } from "../generated/prisma/client.ts";
import { brokenRules, figuresOf, type LedgerFigures, type Movement } from "./figures.ts";

// Writing an order's ledger (docs/architecture.md, The ledger), always in the caller's
// transaction and under a lock on the order's payment row, the row every path that moves the
// order's money already locks or updates, so two changes at once take turns and each sees
// the other's entries.

/** Who made the change the entries record, as the order's timeline says it. */
export interface LedgerActor {
  by: OrderActor;
  actorId: string | null;
}

/** An entry to write; `reason` is why, in words a person reads on the order's account. */
export interface EntryInput {
  kind: LedgerKind;
  amountPaise: number;
  reason: string;
  charge?: LedgerCharge;
  method?: PaymentMethod;
  reference?: string | null;
  lineIds?: string[];
  returnId?: string | null;
}

export interface Posted {
  /** The order's figures after the entries. */
  figures: LedgerFigures;
  /** What this call made owed back: asked for, and money received beyond the charges. */
  owedPaise: number;
}

/** The order's entries, oldest first, with its payment row locked for the rest of the transaction. */
export async function lockedEntries(tx: Tx, orderId: string): Promise<LedgerEntry[]> {
  await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "orderId" = ${orderId} FOR UPDATE`;
  return tx.ledgerEntry.findMany({ where: { orderId }, orderBy: [{ at: "asc" }, { id: "asc" }] });
}

/**
 * What writing `entries` on a ledger holding `existing` adds, in order. What cannot be taken
 * back or owed is cut to what can (an entry cut to nothing is left out): a credit to what is
 * still charged, money owed to what was received and not owed yet (a return after the owner
 * refunded everything owes nothing more). Money received beyond the charges is then owed
 * back at once, in full.
 */
export function entriesToWrite(existing: readonly Movement[], entries: readonly EntryInput[]): EntryInput[] {
  const all: Movement[] = [...existing];
  const made: EntryInput[] = [];
  const add = (entry: EntryInput) => {
    if (entry.amountPaise <= 0) return;
    made.push(entry);
    all.push(entry);
  };
  for (const entry of entries) {
    const now = figuresOf(all);
    if (entry.kind === "credit") add({ ...entry, amountPaise: Math.min(entry.amountPaise, now.chargedPaise) });
    else if (entry.kind === "refund_owed") add({ ...entry, amountPaise: Math.min(entry.amountPaise, now.receivedPaise - now.owedPaise) });
    else add(entry);
  }
  const after = figuresOf(all);
  const excess = after.receivedPaise - after.owedPaise - after.chargedPaise;
  add({ kind: "refund_owed", amountPaise: excess, reason: "Received beyond what is charged: owed back in full." });
  return made;
}

/**
 * Writes `entries` on the order's ledger as entriesToWrite says. The rules (figures.ts
 * brokenRules) are checked on the result: a change that would break one is refused (409)
 * and its transaction undone. A rule an order's history broke before it had a ledger (the
 * backfill writes what happened) does not stop later changes; the owner's refunds settle it.
 */
export async function postEntries(tx: Tx, orderId: string, who: LedgerActor, entries: readonly EntryInput[]): Promise<Posted> {
  const existing = await lockedEntries(tx, orderId);
  const made = entriesToWrite(existing, entries);
  const before = brokenRules(existing);
  const broken = brokenRules([...existing, ...made]).filter((rule) => !before.includes(rule));
  if (broken.length) throw new AppError(409, "conflict", `This would leave the order's account wrong (${broken.join("; ")}): nothing was changed.`);
  const at = new Date();
  await tx.ledgerEntry.createMany({
    data: made.map((entry) => ({
      orderId,
      at,
      kind: entry.kind,
      amountPaise: entry.amountPaise,
      charge: entry.charge ?? null,
      method: entry.method ?? null,
      reference: entry.reference ?? null,
      lineIds: entry.lineIds ?? [],
      returnId: entry.returnId ?? null,
      by: who.by,
      actorId: who.actorId,
      reason: entry.reason,
    })),
  });
  return {
    figures: figuresOf([...existing, ...made]),
    owedPaise: made.reduce((sum, entry) => (entry.kind === "refund_owed" ? sum + entry.amountPaise : sum), 0),
  };
}
