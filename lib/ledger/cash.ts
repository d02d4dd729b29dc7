import type { LedgerEntry, OrderLine } from "../generated/prisma/client.ts";

// What a seller's courier collects in cash for the seller's lines of a cash-on-delivery order,
// and what was collected, from the order's ledger (docs/architecture.md, The ledger).

/** The statuses of a line still on its way to the shopper. */
const OPEN: readonly string[] = ["Ordered", "Accepted", "Shipped"];

/**
 * `duePaise`: the seller's lines still on their way, with the order's own charges while no cash
 * has been collected on the order (they go with its first delivery), before rounding;
 * `collectedPaise`: the cash collected with the seller's lines, round-off and charges included.
 */
export function sellerCash(
  entries: readonly Pick<LedgerEntry, "kind" | "method" | "lineIds" | "amountPaise">[],
  lines: readonly Pick<OrderLine, "id" | "amountPaise" | "status">[],
  chargesPaise: number,
): { duePaise: number; collectedPaise: number } {
  const own = new Set(lines.map((line) => line.id));
  const cash = entries.filter((entry) => entry.kind === "received" && entry.method === "cod");
  const open = lines.filter((line) => OPEN.includes(line.status)).reduce((sum, line) => sum + line.amountPaise, 0);
  return {
    duePaise: open > 0 ? open + (cash.length === 0 ? chargesPaise : 0) : 0,
    collectedPaise: cash.filter((entry) => entry.lineIds.some((id) => own.has(id))).reduce((sum, entry) => sum + entry.amountPaise, 0),
  };
}
