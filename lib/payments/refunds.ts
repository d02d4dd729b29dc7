import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, badRequest, conflict, notFound } from "../errors.ts";
import type { OrderLine } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { formatRupees } from "../money.ts";
import { recordOrderEvents } from "../orders/events.ts";
import type { Actor } from "../orders/status.ts";
import { enqueuePaymentMail } from "./mail.ts";
import { countRefund } from "./refunded.ts";
import { isPaid, isPrepaid, movableTo, UNPAID_STATES } from "./status.ts";

// What cancelling lines does to a prepaid order's payment, and the refunds the owner records
// (docs/architecture.md, Payments). Cash on delivery needs neither: a cancelled line is never
// collected.

const money = (paise: number) => formatRupees(paise, { exact: true });

/** Refunds owed for cancelled lines. A return's refund is settled with its return (lib/returns/handle.ts), never here, so it is counted once. */
const CANCELLED_LINES_OWED = { status: "pending", returnId: null } as const;

/**
 * In the transaction that cancelled `lines`: an unpaid prepaid order asks that much less, the
 * order's charges too once every line is cancelled (and
 * with nothing left to pay its payment ends, `expired`); a paid one owes the shopper a refund
 * of their amounts, recorded as pending until the owner says it was sent. When a confirmation
 * commits while this runs, the guarded update finds the payment paid and a refund is owed.
 */
export async function settleCancelledLines(tx: Tx, by: Actor, lines: Pick<OrderLine, "id" | "orderId" | "amountPaise">[]): Promise<void> {
  for (const orderId of [...new Set(lines.map((line) => line.orderId))]) {
    const own = lines.filter((line) => line.orderId === orderId);
    // The order's own charges (delivery, lib/orders/payable.ts) go with its last line cancelled.
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { deliveryPaise: true, codFeePaise: true, lines: { select: { status: true } } },
    });
    const charges = order.lines.every((line) => line.status === "Cancelled") ? order.deliveryPaise + order.codFeePaise : 0;
    const amount = own.reduce((sum, line) => sum + line.amountPaise, 0) + charges;
    const payment = await tx.payment.findUnique({ where: { orderId } });
    if (!payment || !isPrepaid(payment.method) || amount === 0) continue;
    if (UNPAID_STATES.includes(payment.status)) {
      const left = payment.amountPaise - amount;
      const changed =
        left > 0
          ? await tx.payment.updateMany({
              where: { id: payment.id, status: { in: [...UNPAID_STATES] } },
              // A Razorpay order asks a fixed amount: the next look at the order makes one for
              // the smaller amount (lib/payments/razorpay.ts withRazorpayOrder).
              data: { amountPaise: left, ...(payment.method === "razorpay" ? { providerOrderId: null } : {}) },
            })
          : await tx.payment.updateMany({ where: { id: payment.id, status: { in: movableTo("expired") } }, data: { status: "expired", amountPaise: 0 } });
      if (changed.count && left <= 0) {
        await recordOrderEvents(tx, [
          { orderId, type: "payment_expired", by: by.role, actorId: by.userId, note: "Every item was cancelled before it was paid: nothing to pay." },
        ]);
      }
      if (changed.count) continue;
    }
    const now = await tx.payment.findUniqueOrThrow({ where: { id: payment.id } });
    if (isPaid(now.status) && now.status !== "refunded") {
      await tx.refund.create({ data: { paymentId: payment.id, amountPaise: amount, status: "pending", lineIds: own.map((line) => line.id) } });
    }
  }
}

/**
 * The owner records money sent back to the shopper of a paid UPI order, with the bank's
 * reference: never more than was paid and not yet refunded (409). It settles the pending
 * refunds it covers, oldest first; the payment becomes refunded or partially_refunded, the
 * timeline says so and the shopper is mailed. The payment row is locked while this runs, so
 * two refunds at once cannot together pass what was paid.
 */
export async function recordRefund(ownerId: string, orderId: string, amountPaise: number, reference: string): Promise<void> {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) throw badRequest("A refund is a positive amount.", { amount: ["more than ₹0"] });
  await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { id: orderId }, select: { id: true, number: true, userId: true } });
    if (!order) throw notFound("No such order.");
    await tx.$queryRaw`SELECT "id" FROM "Payment" WHERE "orderId" = ${orderId} FOR UPDATE`;
    const payment = await tx.payment.findUnique({ where: { orderId }, include: { refunds: { where: CANCELLED_LINES_OWED, orderBy: { createdAt: "asc" } } } });
    if (!payment || !isPrepaid(payment.method)) throw conflict("This order is paid in cash on delivery: nothing was paid in advance to refund.");
    if (payment.method !== "upi") throw conflict("Refunds of this payment go through its payment provider.");
    if (!movableTo("refunded").includes(payment.status)) throw conflict(`This order's payment is ${payment.status}: there is nothing paid to refund.`);
    const refundable = payment.amountPaise - payment.refundedPaise;
    if (amountPaise > refundable) {
      throw new AppError(
        409,
        "refund_exceeds_payment",
        `At most ${money(refundable)} can be refunded: ${money(payment.amountPaise)} was paid and ${money(payment.refundedPaise)} refunded already.`,
        { amount: [`at most ${money(refundable)}`] },
      );
    }
    const at = new Date();
    let left = amountPaise;
    for (const pending of payment.refunds) {
      if (pending.amountPaise > left) break;
      left -= pending.amountPaise;
      await tx.refund.update({ where: { id: pending.id }, data: { status: "processed", reference, processedAt: at } });
    }
    if (left > 0) await tx.refund.create({ data: { paymentId: payment.id, amountPaise: left, status: "processed", reference, processedAt: at } });
    await countRefund(tx, payment.id, amountPaise);
    await recordOrderEvents(tx, [
      {
        orderId,
        type: "refunded",
        by: "owner",
        actorId: ownerId,
        note: `${money(amountPaise)} refunded by UPI, reference ${reference}.`,
        data: { amountPaise, reference },
      },
    ]);
    await enqueuePaymentMail(tx, order, {
      subject: `${money(amountPaise)} refunded`,
      text: `We have sent ${money(amountPaise)} back to you by UPI for order ${order.number} (bank reference ${reference}). It can take a day or two to show in your account.`,
    });
  }, TX_OPTIONS);
  wakeMailSender();
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
