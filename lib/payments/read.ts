import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { movableTo } from "../shared/payment-status.ts";
import { CANCELLED_LINES_OWED } from "./queues.ts";

// Reads of payments and refunds that the flows moving them need (docs/architecture.md,
// Payments); the owner's lists are lib/payments/queues.ts.

/** The order's payment; null for none. */
export function paymentOf(tx: Tx, orderId: string) {
  return tx.payment.findUnique({ where: { orderId } });
}

/** How the order is paid: the payment's method and status; null for no payment. */
export function howOrderIsPaid(orderId: string) {
  return prisma.payment.findUnique({ where: { orderId }, select: { method: true, status: true } });
}

/** The id of the order's payment (every order placed has one). */
export async function paymentIdOf(tx: Tx, orderId: string): Promise<string> {
  return (await tx.payment.findUniqueOrThrow({ where: { orderId }, select: { id: true } })).id;
}

/** The payment as it is now. */
export function paymentNow(tx: Tx, paymentId: string) {
  return tx.payment.findUniqueOrThrow({ where: { id: paymentId } });
}

/** The payment with its order's id, number and shopper: what the payment's mail needs. */
export function paymentWithOrder(tx: Tx, paymentId: string) {
  return tx.payment.findUniqueOrThrow({ where: { id: paymentId }, include: { order: { select: { id: true, number: true, userId: true, language: true } } } });
}

/** The order's payment with the refunds owed for cancelled lines, oldest first: what the owner's refund settles. */
export function paymentWithRefundsOwed(tx: Tx, orderId: string) {
  return tx.payment.findUnique({ where: { orderId }, include: { refunds: { where: CANCELLED_LINES_OWED, orderBy: { createdAt: "asc" } } } });
}

/** The payments still waiting whose window ended by `now`, the longest overdue first. */
export function overduePayments(now: Date, batch: number) {
  return prisma.payment.findMany({
    where: { status: { in: movableTo("expired") }, expiresAt: { lte: now } },
    select: { id: true },
    orderBy: { expiresAt: "asc" },
    take: batch,
  });
}

/**
 * The shop's payment for a Razorpay order, with its order; null when it is none of this
 * shop's. A Razorpay order superseded by a smaller one (lines were cancelled before paying)
 * is no longer on the payment: Razorpay's order names the shop's order by its `receipt`.
 */
export function razorpayPaymentOf(tx: Tx, providerOrderId: string, receipt: string | null) {
  return tx.payment.findFirst({
    where: { method: "razorpay", OR: [{ providerOrderId }, ...(receipt ? [{ order: { number: receipt } }] : [])] },
    include: { order: { select: { id: true, number: true, userId: true, language: true } } },
  });
}

/** Whether a payment still asks through this Razorpay order. */
export async function asksThroughRazorpayOrder(providerOrderId: string): Promise<boolean> {
  return (await prisma.payment.count({ where: { providerOrderId } })) > 0;
}

/** What is left to pay on the order. */
export async function amountAskedPaise(orderId: string): Promise<number> {
  return (await prisma.payment.findUniqueOrThrow({ where: { orderId }, select: { amountPaise: true } })).amountPaise;
}

/** A refund with its payment. */
export function refundWithPayment(tx: Tx, refundId: string) {
  return tx.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true } });
}

/** The refund a Razorpay refund names: by Razorpay's id, or by the shop's own ids it was sent with (`receipt`, notes) while not yet given Razorpay's; with its payment. */
export function refundNamedByRazorpay(tx: Tx, providerRefundId: string, ownIds: string[]) {
  return tx.refund.findFirst({
    where: { OR: [{ providerRefundId }, ...(ownIds.length ? [{ id: { in: ownIds }, providerRefundId: null }] : [])] },
    include: { payment: true },
  });
}

/** The order's refunds of a Razorpay payment not yet sent to Razorpay, oldest first. */
export function razorpayRefundsToSend(orderId: string) {
  return prisma.refund.findMany({
    where: { status: "pending", providerRefundId: null, payment: { orderId, method: "razorpay" } },
    select: { id: true },
    orderBy: { createdAt: "asc" },
  });
}

/** A few orders with Razorpay refunds owed since before `before` and never sent. */
export function ordersWithRazorpayRefundsUnsent(before: Date) {
  return prisma.payment.findMany({
    where: { method: "razorpay", refunds: { some: { status: "pending", providerRefundId: null, createdAt: { lte: before } } } },
    select: { orderId: true },
    // A few orders a pass: while Razorpay does not answer, each waits for its timeout, and the
    // expiry of unpaid orders comes after this in the same pass.
    take: 10,
  });
}

/** A few refunds Razorpay took before `before` and has not made yet, oldest first. */
export function razorpayRefundsWaiting(before: Date) {
  return prisma.refund.findMany({
    where: { status: "pending", providerRefundId: { not: null }, payment: { method: "razorpay" }, createdAt: { lte: before } },
    select: { id: true, providerRefundId: true },
    orderBy: { createdAt: "asc" },
    take: 10,
  });
}

/** Whether the return's refund waits on Razorpay. */
export async function returnRefundWithRazorpay(tx: Tx, returnId: string): Promise<boolean> {
  return (await tx.refund.count({ where: { returnId, status: "pending", payment: { method: "razorpay" } } })) > 0;
}
