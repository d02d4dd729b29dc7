import type { LedgerEntry } from "../generated/prisma/client.ts";

// An order's money as its ledger says it (docs/architecture.md, The ledger): every figure a
// page, a mail or the API shows is one of these sums, never worked out again by a path.

/** What the figures are read from: an entry's kind and amount. */
export type Movement = Pick<LedgerEntry, "kind" | "amountPaise">;

export interface LedgerFigures {
  /** What the shopper is charged now: charges less what was taken back. */
  chargedPaise: number;
  /** Money received (UPI, Razorpay, cash collected). */
  receivedPaise: number;
  /** Money owed back, sent or not. */
  owedPaise: number;
  /** Money sent back. */
  refundedPaise: number;
  /** Owed back and not sent yet. */
  pendingRefundPaise: number;
  /** What the shop holds: received less sent back. */
  keptPaise: number;
  /** Still to be paid: what is charged and not covered by money received and not owed back. */
  duePaise: number;
}

const total = (entries: readonly Movement[], kind: Movement["kind"]) =>
  entries.reduce((sum, entry) => (entry.kind === kind ? sum + entry.amountPaise : sum), 0);

export function figuresOf(entries: readonly Movement[]): LedgerFigures {
  const chargedPaise = total(entries, "charge") - total(entries, "credit");
  const receivedPaise = total(entries, "received");
  const owedPaise = total(entries, "refund_owed");
  const refundedPaise = total(entries, "refund_sent");
  return {
    chargedPaise,
    receivedPaise,
    owedPaise,
    refundedPaise,
    pendingRefundPaise: owedPaise - refundedPaise,
    keptPaise: receivedPaise - refundedPaise,
    duePaise: Math.max(0, chargedPaise - (receivedPaise - owedPaise)),
  };
}

/**
 * The rules every order's ledger keeps after every change; the broken ones, in words (none
 * when it is sound). A refund is sent only once owed and never beyond what was received, so
 * what the shop keeps is never negative; nothing is taken back that was not charged; and
 * money received beyond what is charged is owed back, so what the shop keeps for good is at
 * most the charges of what was not cancelled, returned or returned to origin.
 */
export function brokenRules(entries: readonly Movement[]): string[] {
  const broken: string[] = [];
  if (entries.some((entry) => !Number.isSafeInteger(entry.amountPaise) || entry.amountPaise <= 0)) broken.push("an entry of no positive amount");
  const figures = figuresOf(entries);
  if (figures.chargedPaise < 0) broken.push("more taken back than was charged");
  if (figures.refundedPaise > figures.owedPaise) broken.push("more sent back than was owed");
  if (figures.owedPaise > figures.receivedPaise) broken.push("more owed back than was received");
  if (figures.receivedPaise - figures.owedPaise > figures.chargedPaise) broken.push("money received beyond the charges and not owed back");
  return broken;
}
