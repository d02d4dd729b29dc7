import { prisma } from "../db.ts";
import type { OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { NO_STOCK_CHANGES, returnUnits, type StockChanges } from "../stock/units.ts";
import { recordOrderEvents, STATUS_EVENT } from "./events.ts";
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

/** A shopper can only cancel, and only what no seller has accepted yet. */
const SHOPPER_CANCELS_FROM: readonly OrderStatus[] = ["Ordered"];

/** Who changes the lines: a seller changes only their own, a shopper only those of their own orders. */
export type Actor = { role: "seller" | "shopper"; userId: string };

function movableFrom(role: Actor["role"], to: OrderStatus): OrderStatus[] {
  if (role === "shopper") return to === "Cancelled" ? [...SHOPPER_CANCELS_FROM] : [];
  return (Object.keys(SELLER_STATUS_MOVES) as OrderStatus[]).filter((from) => SELLER_STATUS_MOVES[from].includes(to));
}

/**
 * Every change of an order line's status goes through here. One transaction updates only the
 * lines that still have a status the move is allowed from, so a shopper's cancel and a
 * seller's accept of the same line at the same moment end in exactly one of the two (the
 * second update finds the line changed and takes nothing). The same transaction records who
 * cancelled, the event on each order's timeline (with the `reason`, when one is given for a
 * cancellation) and the mail the change causes. Lines moved to Cancelled give their units back
 * to stock in that transaction too (lib/stock/units.ts): only the lines this update moved,
 * so a line's units come back once, whoever cancels it. Returns the lines that moved, which
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
    if (lines.length) await enqueueStatusMail(tx, by.role, lines, note);
    const stock = to === "Cancelled" ? await returnUnits(tx, lines) : NO_STOCK_CHANGES;
    return { lines, stock };
  }, TX_OPTIONS);
  if (moved.lines.length) wakeMailSender();
  return moved;
}
