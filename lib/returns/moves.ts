import type { Tx } from "../db/key-lock.ts";
import type { ReturnStatus } from "../generated/prisma/client.ts";
import type { ReturnMove } from "../validation/returns.ts";

// A return's own moves (docs/architecture.md, Returns), each in the caller's transaction and
// conditional on the status it starts from, so two moves at once end in one: the flow
// (lib/flows/handle-return.ts) does what the move that won asks of stock, invoices and money.

/** The status moves that end a return. */
const CLOSING: readonly ReturnStatus[] = ["rejected", "refunded", "exchanged"];

/** Moves the return from `from` to `move.status` with what the move says (pickup, note, the refund's reference); false when it was no longer `from`. */
export async function moveReturnIn(tx: Tx, returnId: string, from: ReturnStatus, move: ReturnMove, at: Date): Promise<boolean> {
  const to = move.status;
  const moved = await tx.returnRequest.updateMany({
    where: { id: returnId, status: from },
    data: {
      status: to,
      ...(move.carrier !== undefined ? { carrier: move.carrier } : {}),
      ...(move.awb !== undefined ? { awb: move.awb } : {}),
      ...(move.note !== undefined ? { note: move.note } : {}),
      ...(to === "refunded" ? { reference: move.reference ?? null, refundToSealed: null } : {}),
      ...(CLOSING.includes(to) ? { closedAt: at } : {}),
    },
  });
  return moved.count > 0;
}

/** A received return whose refund the shop sent itself (through Razorpay) is refunded, once; the refund details are forgotten. */
export async function closeRefundedIn(tx: Tx, returnId: string, reference: string): Promise<boolean> {
  const moved = await tx.returnRequest.updateMany({
    where: { id: returnId, kind: "return", status: "received" },
    data: { status: "refunded", reference, refundToSealed: null, closedAt: new Date() },
  });
  return moved.count > 0;
}

/** The refund is what the ledger could owe back (less when the owner refunded some already). */
export async function setReturnRefundIn(tx: Tx, returnId: string, refundPaise: number): Promise<void> {
  await tx.returnRequest.update({ where: { id: returnId }, data: { refundPaise } });
}

/** The returned line's exchange ships as `newLineId`. */
export async function linkExchangeLineIn(tx: Tx, returnLineId: string, newLineId: string): Promise<void> {
  await tx.returnLine.update({ where: { id: returnLineId }, data: { newLineId } });
}
