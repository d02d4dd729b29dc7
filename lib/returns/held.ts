import type { Tx } from "../db/key-lock.ts";
import type { OrderLine } from "../generated/prisma/client.ts";
import type { ReturnReason } from "../generated/prisma/enums.ts";

// When a line was delivered, and what the returns of an order already hold: units and paise per line, and the reasons given,
// counting every return not rejected (open or finished). A line's units can be asked back
// only once; lib/flows/ask-return.ts reads this under the order's lock.

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

/** When a line was delivered: its parcel's delivery, or (a line marked Delivered without one) its `delivered` event. */
export async function deliveredAt(tx: Tx, line: Pick<OrderLine, "id" | "orderId" | "shipmentId">): Promise<Date | null> {
  if (line.shipmentId) {
    const shipment = await tx.shipment.findUnique({ where: { id: line.shipmentId }, select: { deliveredAt: true } });
    if (shipment?.deliveredAt) return shipment.deliveredAt;
  }
  const event = await tx.orderEvent.findFirst({ where: { orderId: line.orderId, type: "delivered", lineIds: { has: line.id } }, orderBy: { id: "desc" } });
  return event?.at ?? null;
}

/**
 * The lines among `lineIds` that size exchanges shipped, each with the line it replaced and
 * the value of the units it stands for. An exchange's line costs 0 (nothing more to pay), so
 * when it is itself returned its refund and its credit note come from what it replaced.
 */
export async function exchangedFrom(tx: Tx, lineIds: readonly string[]): Promise<Map<string, { lineId: string; amountPaise: number }>> {
  const rows = await tx.returnLine.findMany({
    where: { newLineId: { in: [...lineIds] } },
    select: { newLineId: true, lineId: true, amountPaise: true },
  });
  return new Map(rows.map((row) => [row.newLineId!, { lineId: row.lineId, amountPaise: row.amountPaise }]));
}
