import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, badRequest, conflict, notFound } from "../errors.ts";
import type { OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { giveCouponUseBack } from "../coupons/uses.ts";
import { creditedCharges } from "../ledger/charges.ts";
import { figuresOf } from "../ledger/figures.ts";
import { lockedEntries, postEntries } from "../ledger/post.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { formatRupees } from "../money.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import type { Actor } from "../shared/actor.ts";
import { enqueuePaymentMail } from "../notices/order-news.ts";
import { findOrderNews, orderChargesAndLines } from "../orders/lookups.ts";
import { askLessIn, endUnpaidIn } from "../payments/moves.ts";
import { paymentOf, paymentWithRefundsOwed } from "../payments/read.ts";
import { oweRefundIn, sendRefundsByHandIn } from "../payments/refunds.ts";
import { textsIn } from "../i18n/text.ts";
import { countRefund } from "./count-refund.ts";
import { isPrepaid, movableTo, UNPAID_STATES } from "../shared/payment-status.ts";

// What cancelling lines does to a prepaid order's payment, and the refunds the owner records
// (docs/architecture.md, Payments). Cash on delivery needs neither: a cancelled line is never
// collected.

const money = (paise: number) => formatRupees(paise);

/**
 * In the transaction that cancelled `lines` (or saw their parcel returned to origin): the
 * order's ledger takes their amounts back, and the order's own charges once nothing of it will
 * be sent (every line cancelled; for cash on delivery, every line cancelled or returned to
 * origin: the charges were never collected). An unpaid prepaid order then asks only what is
 * still due (nothing: its payment ends, `expired`); money already received beyond what is now
 * charged is owed back (lib/ledger/post.ts), recorded as a pending refund until the owner or
 * Razorpay sends it. The ledger locks the payment row first, so a confirmation committing
 * meanwhile is seen and its money owed back. The call that cancels an order's last line gives
 * the order's coupon its use back (lib/coupons/uses.ts).
 */
export async function settleCancelledLines(tx: Tx, by: Actor, lines: Pick<OrderLine, "id" | "orderId" | "amountPaise" | "status">[]): Promise<void> {
  for (const orderId of [...new Set(lines.map((line) => line.orderId))]) {
    const own = lines.filter((line) => line.orderId === orderId);
    const order = await orderChargesAndLines(tx, orderId);
    // An order cancelled whole gives its coupon's use back; a partly cancelled one keeps it.
    if (order.couponId && order.lines.every((line) => line.status === "Cancelled")) await giveCouponUseBack(tx, order.couponId);
    const undone: OrderStatus[] = order.paymentMethod === "cod" ? ["Cancelled", "ReturnedToOrigin"] : ["Cancelled"];
    const nothingSent = order.lines.every((line) => undone.includes(line.status));
    const reason = own.every((line) => line.status === "Cancelled") ? "Cancelled" : "Returned to origin";
    const posted = await postEntries(tx, orderId, { by: by.role, actorId: by.userId }, [
      { kind: "credit", charge: "items", amountPaise: own.reduce((sum, line) => sum + line.amountPaise, 0), lineIds: own.map((line) => line.id), reason },
      ...(nothingSent ? creditedCharges(order, reason === "Cancelled" ? "Nothing of the order is sent" : reason) : []),
    ]);
    const payment = await paymentOf(tx, orderId);
    if (!payment || !isPrepaid(payment.method)) continue;
    if (posted.owedPaise > 0) await oweRefundIn(tx, { paymentId: payment.id, amountPaise: posted.owedPaise, lineIds: own.map((line) => line.id) });
    if (!UNPAID_STATES.includes(payment.status) || posted.figures.receivedPaise > 0) continue;
    const left = posted.figures.duePaise;
    if (left > 0) {
      await askLessIn(tx, payment, left);
      continue;
    }
    if (await endUnpaidIn(tx, payment.id)) {
      await recordOrderEvents(tx, [
        { orderId, type: "payment_expired", by: by.role, actorId: by.userId, note: "Every item was cancelled before it was paid: nothing to pay." },
      ]);
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
    const order = await findOrderNews(tx, orderId);
    if (!order) throw notFound("No such order.");
    const figures = figuresOf(await lockedEntries(tx, orderId));
    const payment = await paymentWithRefundsOwed(tx, orderId);
    if (!payment || !isPrepaid(payment.method)) throw conflict("This order is paid in cash on delivery: nothing was paid in advance to refund.");
    if (payment.method !== "upi") throw conflict("Refunds of this payment go through its payment provider.");
    if (!movableTo("refunded").includes(payment.status)) throw conflict(`This order's payment is ${payment.status}: there is nothing paid to refund.`);
    const refundable = figures.keptPaise;
    if (amountPaise > refundable) {
      throw new AppError(
        409,
        "refund_exceeds_payment",
        `At most ${money(refundable)} can be refunded: ${money(figures.receivedPaise)} was paid and ${money(figures.refundedPaise)} refunded already.`,
        { amount: [`at most ${money(refundable)}`] },
      );
    }
    const left = await sendRefundsByHandIn(tx, payment.id, payment.refunds, amountPaise, reference, new Date());
    // Beyond the cancelled lines' refunds it settles, the owner gives up that much of the
    // charges: the shop keeps less, and a return's refund still owed stays owed.
    const who = { by: "owner", actorId: ownerId } as const;
    await postEntries(tx, orderId, who, [
      { kind: "credit", charge: "items", amountPaise: left, reason: "Refunded by the owner" },
      { kind: "refund_owed", amountPaise: left, reason: "Refunded by the owner" },
    ]);
    await countRefund(tx, payment.id, amountPaise, { who, reference, reason: "Refunded by UPI" });
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
    const t = textsIn(order.language, "paymentMail");
    await enqueuePaymentMail(tx, order, {
      subject: t("refundedSubject", { amount: money(amountPaise) }),
      text: t("upiRefunded", { amount: money(amountPaise), number: order.number, reference }),
    });
  }, TX_OPTIONS);
  wakeMailSender();
}
