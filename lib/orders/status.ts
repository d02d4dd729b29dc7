import { prisma } from "../db.ts";
import type { OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { creditInvoicedLines, invoiceDeliveredLines } from "../invoices/for-lines.ts";
import { NO_STOCK_CHANGES, returnUnits, type StockChanges } from "../stock/units.ts";
import { recordOrderEvents, STATUS_EVENT } from "./events.ts";
import { enqueueStatusMail } from "./mail.ts";

/** The only status moves a seller can make (docs/product.md, Seller console). */
export const STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Ordered: ["Accepted", "Cancelled"],
  Accepted: ["Delivered"],
  Cancelled: [],
  Delivered: [],
};

/** A shopper can only cancel, and only what no seller has accepted yet. */
const SHOPPER_CANCELS_FROM: readonly OrderStatus[] = ["Ordered"];

/** Who changes the lines: a seller changes only their own, a shopper only those of their own orders. */
export type Actor = { role: "seller" | "shopper"; userId: string };

function movableFrom(role: Actor["role"], to: OrderStatus): OrderStatus[] {
  if (role === "shopper") return to === "Cancelled" ? [...SHOPPER_CANCELS_FROM] : [];
  return (Object.keys(STATUS_TRANSITIONS) as OrderStatus[]).filter((from) => STATUS_TRANSITIONS[from].includes(to));
}

/**
 * Every change of an order line's status goes through here. One transaction updates only the
 * lines that still have a status the move is allowed from, so a shopper's cancel and a
 * seller's accept of the same line at the same moment end in exactly one of the two (the
 * second update finds the line changed and takes nothing). The same transaction records who
 * cancelled, the event on each order's timeline (with the `reason`, when one is given for a
 * cancellation) and the mail the change causes. Lines moved to Cancelled give their units back
 * to stock in that transaction too (lib/stock/units.ts): only the lines this update moved,
 * so a line's units come back once, whoever cancels it. A line marked Delivered gets its
 * invoice, and an invoiced line cancelled its credit note, in that transaction as well
 * (lib/invoices/for-lines.ts); the shopper's mail of a delivery carries the invoice's PDF. Returns the lines that moved, which
 * may be fewer than asked for, or none, and the stock changes (the pages to expire).
 */
export async function moveOrderLines(
  by: Actor,
  lineIds: string[],
  to: Exclude<OrderStatus, "Ordered">,
  reason?: string,
): Promise<{ lines: OrderLine[]; stock: StockChanges }> {
  const owned = by.role === "seller" ? { sellerId: by.userId } : { order: { userId: by.userId } };
  const note = to === "Cancelled" ? reason : undefined;
  const moved = await prisma.$transaction(async (tx) => {
    const lines = await tx.orderLine.updateManyAndReturn({
      where: { id: { in: lineIds }, status: { in: movableFrom(by.role, to) }, ...owned },
      data: { status: to, cancelledBy: to === "Cancelled" ? by.role : null },
    });
    lines.sort((a, b) => (a.id < b.id ? -1 : 1));
    const orderIds = [...new Set(lines.map((line) => line.orderId))];
    await recordOrderEvents(
      tx,
      orderIds.map((orderId) => ({
        orderId,
        type: STATUS_EVENT[to],
        by: by.role,
        actorId: by.userId,
        lineIds: lines.filter((line) => line.orderId === orderId).map((line) => line.id),
        note,
      })),
    );
    const invoices = to === "Delivered" ? await invoiceDeliveredLines(tx, lines) : undefined;
    if (to === "Cancelled")
      for (const orderId of orderIds) await creditInvoicedLines(tx, { orderId, lineIds: lines.map((line) => line.id), reason: "cancelled" });
    if (lines.length) await enqueueStatusMail(tx, by.role, lines, note, invoices);
    const stock = to === "Cancelled" ? await returnUnits(tx, lines) : NO_STOCK_CHANGES;
    return { lines, stock };
  }, TX_OPTIONS);
  if (moved.lines.length) wakeMailSender();
  return moved;
}
