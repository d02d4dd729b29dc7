import { prisma } from "../db.ts";
import type { OrderLine, OrderStatus, Prisma } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { creditInvoicedLines, invoiceDeliveredLines } from "../invoices/for-lines.ts";
import { sendPendingRazorpayRefunds } from "../payments/razorpay-refunds.ts";
import { collectCash } from "../payments/cash.ts";
import { settleCancelledLines } from "../payments/refunds.ts";
import { PAID_STATES } from "../shared/payment-status.ts";
import { returnUnits } from "../stock/units.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import type { Actor } from "../shared/actor.ts";
import { recordOrderEvents, STATUS_EVENT } from "../shared/order-events.ts";
import { enqueueStatusMail } from "./mail.ts";

/**
 * Every move of a line's status (docs/architecture.md, Delivery). Into and out of Shipped only
 * lib/delivery moves a line, with its parcel: dispatch (Accepted → Shipped) and the parcel's
 * outcome (Shipped → Delivered, Returned to origin, or back to Accepted when it was lost).
 * Accepted → Delivered is the spec's flow for a line delivered without a parcel.
 */
export const STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Ordered: ["Accepted", "Cancelled"],
  Accepted: ["Delivered", "Shipped"],
  Shipped: ["Delivered", "ReturnedToOrigin", "Accepted"],
  Cancelled: [],
  Delivered: [],
  ReturnedToOrigin: [],
};

/** The statuses a line moves between only with its parcel (lib/delivery), never by the status call. */
const PARCEL_STATUSES: readonly OrderStatus[] = ["Shipped", "ReturnedToOrigin"];

/** The moves of the status call (PUT /api/order/update/status): STATUS_TRANSITIONS without the parcel's moves. */
export const SELLER_STATUS_MOVES = Object.fromEntries(
  (Object.keys(STATUS_TRANSITIONS) as OrderStatus[]).map((from) => [
    from,
    PARCEL_STATUSES.includes(from) ? [] : STATUS_TRANSITIONS[from].filter((to) => !PARCEL_STATUSES.includes(to)),
  ]),
) as unknown as Record<OrderStatus, readonly OrderStatus[]>;

/**
 * The status call's moves under the shop's delivery terms (GET /api/shop delivery.withoutParcel):
 * a shop that delivers every line by parcel offers no Accepted → Delivered.
 */
export function sellerStatusMoves(withoutParcel: boolean): Record<OrderStatus, readonly OrderStatus[]> {
  if (withoutParcel) return SELLER_STATUS_MOVES;
  return { ...SELLER_STATUS_MOVES, Accepted: SELLER_STATUS_MOVES.Accepted.filter((to) => to !== "Delivered") };
}

/** A shopper can only cancel, and only what no seller has accepted yet. */
const SHOPPER_CANCELS_FROM: readonly OrderStatus[] = ["Ordered"];

export type { Actor } from "../shared/actor.ts";

function movableFrom(role: Actor["role"], to: OrderStatus): OrderStatus[] {
  if (role === "shopper" || role === "system") return to === "Cancelled" ? [...SHOPPER_CANCELS_FROM] : [];
  return (Object.keys(SELLER_STATUS_MOVES) as OrderStatus[]).filter((from) => SELLER_STATUS_MOVES[from].includes(to));
}

/**
 * Lines may be accepted and delivered once their order may be fulfilled: cash on delivery not
 * waiting for the shopper's confirmation (lib/orders/cod-confirmation.ts), or paid
 * (lib/shared/payment-status.ts mayFulfil).
 */
const FULFILLABLE: Prisma.OrderWhereInput = {
  OR: [{ paymentMethod: "cod", OR: [{ codConfirmStatus: null }, { codConfirmStatus: { not: "pending" } }] }, { payment: { status: { in: [...PAID_STATES] } } }],
};

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
 * A prepaid order's lines are accepted or delivered only once it is paid (the update's guard,
 * so a payment expiring meanwhile cannot let one through), and cancelling lines settles the
 * payment in the same transaction (lib/payments/refunds.ts: a smaller amount to pay, or a
 * refund owed).
 */
export async function moveOrderLines(
  by: Actor,
  lineIds: string[],
  to: Exclude<OrderStatus, "Ordered">,
  reason?: string,
): Promise<{ lines: OrderLine[]; stock: StockChanges }> {
  const moved = await prisma.$transaction((tx) => moveOrderLinesIn(tx, by, lineIds, to, reason), TX_OPTIONS);
  if (moved.lines.length) wakeMailSender();
  // Refunds owed by cancelling paid lines go out through Razorpay once they are committed.
  if (to === "Cancelled") for (const orderId of new Set(moved.lines.map((line) => line.orderId))) await sendPendingRazorpayRefunds(orderId);
  return moved;
}

/** moveOrderLines in the caller's transaction (the payment expiry cancels in its own); the caller wakes the mail sender after commit. */
export async function moveOrderLinesIn(
  tx: Tx,
  by: Actor,
  lineIds: string[],
  to: Exclude<OrderStatus, "Ordered">,
  reason?: string,
): Promise<{ lines: OrderLine[]; stock: StockChanges }> {
  const owned = by.role === "seller" ? { sellerId: by.userId } : by.role === "shopper" ? { order: { userId: by.userId } } : {};
  const note = to === "Cancelled" ? reason : undefined;
  const lines = await tx.orderLine.updateManyAndReturn({
    where: { id: { in: lineIds }, status: { in: movableFrom(by.role, to) }, ...owned, ...(to === "Cancelled" ? {} : { order: FULFILLABLE }) },
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
  if (to === "Delivered") await collectCash(tx, { by: by.role, actorId: by.userId }, lines);
  const invoices = to === "Delivered" ? await invoiceDeliveredLines(tx, lines) : undefined;
  if (to === "Cancelled")
    for (const orderId of orderIds) await creditInvoicedLines(tx, { orderId, lineIds: lines.map((line) => line.id), reason: "cancelled" });
  // The shop's own cancellation (lib/flows/expire-unpaid-orders.ts) writes its own mail.
  if (lines.length && by.role !== "system") await enqueueStatusMail(tx, by.role, lines, note, invoices);
  if (to !== "Cancelled") return { lines, stock: NO_STOCK_CHANGES };
  // An order cancelled whole while it waited for its cash-on-delivery confirmation asks no more
  // (lib/orders/cod-confirmation.ts): its links then say so, and the shop will not expire it.
  if (orderIds.length)
    await tx.order.updateMany({
      where: { id: { in: orderIds }, codConfirmStatus: "pending", lines: { none: { status: { not: "Cancelled" } } } },
      data: { codConfirmStatus: "cancelled", codRemindAt: null },
    });
  await settleCancelledLines(tx, by, lines);
  return { lines, stock: await returnUnits(tx, lines) };
}
