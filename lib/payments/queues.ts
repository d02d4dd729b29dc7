import { prisma } from "../db.ts";
import { UNPAID_STATES } from "../shared/payment-status.ts";

// What the owner's PAYMENTS page lists (app/(seller)/payments/page.tsx): reads of the payments'
// own rows; they change by the steps of lib/payments/moves.ts and refunds.ts, which the flows
// call (lib/flows/upi-payments.ts, lib/flows/refunds.ts, lib/flows/razorpay-refunds.ts).

/** Refunds owed for cancelled lines. A return's refund is settled with its return (lib/flows/handle-return.ts), never here, so it is counted once. */
export const CANCELLED_LINES_OWED = { status: "pending", returnId: null } as const;

/**
 * The UPI orders waiting for the owner: first those awaiting confirmation (a UTR given, the
 * longest waiting first, with how long), then the others, oldest first: the console's list.
 */
export async function upiPaymentsAwaiting(now: Date = new Date()) {
  const waiting = await prisma.payment.findMany({
    where: { method: "upi", status: { in: [...UNPAID_STATES] } },
    include: { order: { select: { id: true, number: true, name: true, createdAt: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
  });
  const checking = waiting.filter((p) => p.utr && p.status === "pending");
  checking.sort((a, b) => (a.utrGivenAt?.getTime() ?? 0) - (b.utrGivenAt?.getTime() ?? 0));
  return [...checking, ...waiting.filter((p) => !checking.includes(p))].map((p) => ({
    ...p,
    /** Minutes the reference has awaited the owner's confirmation; null when none awaits it. */
    waitedMinutes: checking.includes(p) && p.utrGivenAt ? Math.floor((now.getTime() - p.utrGivenAt.getTime()) / 60_000) : null,
  }));
}

/** The paid UPI orders with refunds owed (lines cancelled after paying), oldest first: the owner's list. */
export async function refundsOwed() {
  const payments = await prisma.payment.findMany({
    where: { method: "upi", refunds: { some: CANCELLED_LINES_OWED } },
    include: { order: { select: { id: true, number: true, name: true } }, refunds: { where: CANCELLED_LINES_OWED } },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
  return payments.map((payment) => ({ ...payment, owedPaise: payment.refunds.reduce((sum, refund) => sum + refund.amountPaise, 0) }));
}

/** The Razorpay refunds not processed yet, oldest first: waiting for Razorpay, or refused by it (the owner settles those in Razorpay's dashboard). The owner's list. */
export function razorpayRefundsOpen() {
  return prisma.refund.findMany({
    where: { status: { in: ["pending", "failed"] }, payment: { method: "razorpay" } },
    include: { payment: { select: { reference: true, order: { select: { id: true, number: true, name: true } } } } },
    orderBy: { createdAt: "asc" },
    take: 200,
  });
}
