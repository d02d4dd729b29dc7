import type { Tx } from "../db/key-lock.ts";
import type { ReturnReason } from "../generated/prisma/enums.ts";

// What the returns of an order already hold: units and paise per line, and the reasons given,
// counting every return not rejected (open or finished). A line's units can be asked back
// only once; lib/returns/ask.ts reads this under the order's lock.

export interface HeldByReturns {
  /** Per order line: the units and their refund held by returns not rejected. */
  lines: Map<string, { units: number; paise: number }>;
  reasons: ReturnReason[];
}

export async function heldByReturns(tx: Tx, orderId: string): Promise<HeldByReturns> {
  const rows = await tx.returnLine.findMany({
    where: { request: { orderId, status: { not: "rejected" } } },
    select: { lineId: true, quantity: true, amountPaise: true, reason: true },
  });
  const lines = new Map<string, { units: number; paise: number }>();
  for (const row of rows) {
    const held = lines.get(row.lineId) ?? { units: 0, paise: 0 };
    lines.set(row.lineId, { units: held.units + row.quantity, paise: held.paise + row.amountPaise });
  }
  return { lines, reasons: rows.map((row) => row.reason) };
}
