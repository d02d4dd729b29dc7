import type { OrderLine, OrderStatus, Prisma } from "../generated/prisma/client.ts";
import type { Tx } from "../db/key-lock.ts";
import { PAID_STATES } from "../shared/payment-status.ts";
import type { Actor } from "../shared/actor.ts";
import { recordOrderEvents, STATUS_EVENT } from "../shared/order-events.ts";

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
 * The lines' move itself, in the caller's transaction (lib/flows/move-lines.ts adds what the
 * move sets off). One update moves only the lines that still have a status the move is
 * allowed from, so a shopper's cancel and a seller's accept of the same line at the same
 * moment end in exactly one of the two (the second update finds the line changed and takes
 * nothing); it records who cancelled and the event on each order's timeline (with the
 * `note`). A prepaid order's lines are accepted or delivered only once it is paid (the
 * update's guard, so a payment expiring meanwhile cannot let one through). Returns the lines
 * that moved, sorted, which may be fewer than asked for, or none.
 */
export async function moveLinesIn(tx: Tx, by: Actor, lineIds: string[], to: Exclude<OrderStatus, "Ordered">, note?: string): Promise<OrderLine[]> {
  const owned = by.role === "seller" ? { sellerId: by.userId } : by.role === "shopper" ? { order: { userId: by.userId } } : {};
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
  return lines;
}

/**
 * An order cancelled whole while it waited for its cash-on-delivery confirmation asks no more
 * (lib/orders/cod-confirmation.ts): its links then say so, and the shop will not expire it.
 */
export async function endCodConfirmationsIn(tx: Tx, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.order.updateMany({
    where: { id: { in: orderIds }, codConfirmStatus: "pending", lines: { none: { status: { not: "Cancelled" } } } },
    data: { codConfirmStatus: "cancelled", codRemindAt: null },
  });
}
