import type { Tx } from "../db/key-lock.ts";

// What the flows look up of an order inside their transaction (docs/architecture.md, Flows),
// each read as narrow as the flow needs it.

const NEWS = { id: true, number: true, userId: true, language: true } as const;

/** The order's id, number, shopper and language: what its mail needs; null for no such order. */
export function findOrderNews(tx: Tx, orderId: string) {
  return tx.order.findUnique({ where: { id: orderId }, select: NEWS });
}

/** The order's id, number, shopper and language, of an order known to exist. */
export function orderNews(tx: Tx, orderId: string) {
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, select: NEWS });
}

/** The order's id, number, shopper and language with its lines' ids, of an order known to exist. */
export function orderNewsWithLines(tx: Tx, orderId: string) {
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { ...NEWS, lines: { select: { id: true } } } });
}

/** The order with its payment; the shopper's own only when `shopperId` is given. Null for none. */
export function orderWithItsPayment(tx: Tx, orderId: string, shopperId?: string) {
  return shopperId === undefined
    ? tx.order.findUnique({ where: { id: orderId }, include: { payment: true } })
    : tx.order.findFirst({ where: { id: orderId, userId: shopperId }, include: { payment: true } });
}

/** The order with its lines in line order and its payment, of an order known to exist. */
export function orderWithLinesAndPayment(tx: Tx, orderId: string) {
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, include: { lines: { orderBy: { id: "asc" } }, payment: true } });
}

/** The order's own charges and how it is paid, of an order known to exist. */
export function orderCharges(tx: Tx, orderId: string) {
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { paymentMethod: true, deliveryPaise: true, codFeePaise: true } });
}

/** The order's charges, how it is paid, its coupon and its lines' statuses, of an order known to exist. */
export function orderChargesAndLines(tx: Tx, orderId: string) {
  return tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { deliveryPaise: true, codFeePaise: true, paymentMethod: true, couponId: true, lines: { select: { status: true } } },
  });
}

/** The ids of the order's lines. */
export async function lineIdsOf(tx: Tx, orderId: string): Promise<string[]> {
  return (await tx.orderLine.findMany({ where: { orderId }, select: { id: true } })).map((line) => line.id);
}

/** The order a cash-on-delivery answer is for; a shopper's answer finds only their own order. */
export function orderToAnswerIn(tx: Tx, orderId: string, shopperId?: string) {
  return tx.order.findFirst({ where: { id: orderId, ...(shopperId ? { userId: shopperId } : {}) }, select: { id: true, userId: true } });
}

/** The order's number and its cash-on-delivery confirmation as they stand. */
export function codStandingOf(db: Tx, orderId: string) {
  return db.order.findUniqueOrThrow({ where: { id: orderId }, select: { number: true, codConfirmStatus: true, codConfirmBy: true } });
}
