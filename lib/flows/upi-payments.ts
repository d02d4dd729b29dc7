import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { AppError, conflict, notFound, isUniqueViolation } from "../errors.ts";
import type { Payment } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { formatRupees } from "../money.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { orderWithItsPayment } from "../orders/lookups.ts";
import { enqueueOwnerUtrMail } from "../payments/mail.ts";
import { askUpiAgainIn, giveUtrIn, markPaidIn } from "../payments/moves.ts";
import { paymentNow } from "../payments/read.ts";
import { enqueuePaymentMail } from "../notices/order-news.ts";
import { textsIn } from "../i18n/text.ts";
import { readPaymentSettings } from "../shop/payment-settings.ts";
import { receivePayment } from "./receive-payment.ts";
import { PAYMENT_STATUS_LABEL } from "../shared/payment-status.ts";
import { UTR_PATTERN } from "../shared/upi.ts";

// The UPI payment's life without a gateway (docs/architecture.md, Payments): the shopper says
// which UPI transaction paid the order (its UTR), the owner finds it in the bank statement and
// confirms it, or rejects it. Every change is a conditional update guarded by the states it
// may come from (lib/shared/payment-status.ts), in one transaction with its event and mail, so a
// confirmation racing the expiry sweeper (lib/flows/expire-unpaid-orders.ts) ends in exactly one of them.

const utrTaken = () => new AppError(409, "utr_taken", "This UPI reference was already given for another order.", { utr: ["already given for another order"] });

function notWaiting(payment: Pick<Payment, "status">): AppError {
  return conflict(`This order's payment is ${PAYMENT_STATUS_LABEL[payment.status].toLowerCase()}: it is not waiting for one.`);
}

/** A unique-index violation on the UTR (another order has it) as 409; anything else as it was. */
async function uniqueUtr<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw utrTaken();
    throw error;
  }
}

/**
 * The shopper gives the UTR their UPI app showed for paying this order: recorded for the
 * owner to check (a rejected payment waits again). The same UTR again is a no-op; a UTR
 * another order has is 409 `utr_taken`; an order not paid by UPI, or paid, expired or
 * cancelled, is 409. Someone else's order is 404.
 */
export async function submitUtr(userId: string, orderId: string, utr: string): Promise<void> {
  if (!UTR_PATTERN.test(utr)) throw new TypeError("submitUtr takes a UTR the route checked");
  await uniqueUtr(() =>
    prisma.$transaction(async (tx) => {
      const order = await orderWithItsPayment(tx, orderId, userId);
      if (!order?.payment) throw notFound("No such order.");
      const { payment } = order;
      if (payment.method !== "upi") throw conflict("This order is not paid by UPI.");
      if (payment.utr === utr && payment.status === "pending") return;
      // With a reference given the order awaits the owner's confirmation: it leaves the expiry of
      // unpaid orders (expiresAt null), however long the owner takes, and the owner is mailed.
      if (!(await giveUtrIn(tx, payment.id, utr, new Date()))) throw notWaiting(payment);
      await recordOrderEvents(tx, [{ orderId, type: "payment_pending", by: "shopper", actorId: userId, note: `UPI reference ${utr}` }]);
      await enqueueOwnerUtrMail(tx, { number: order.number, amountPaise: payment.amountPaise }, utr, formatRupees(payment.amountPaise));
    }, TX_OPTIONS),
  );
}

/** The owner's answer: paid, with the bank's reference and (when it differs from what was asked) the amount that arrived; or not found. */
export type PaymentDecision = { status: "paid"; reference: string; amountPaise?: number } | { status: "failed"; reason?: string };

/**
 * The owner confirms a UPI order paid, with the reference found in the bank statement (a
 * 12-digit UTR is kept as the order's UTR, so it cannot confirm a second order: 409), or
 * rejects it as not found. Only a waiting payment moves (409 otherwise: paid, expired, or
 * not UPI). The timeline records it, and the shopper is mailed.
 */
export async function decideUpiPayment(ownerId: string, orderId: string, decision: PaymentDecision): Promise<void> {
  await uniqueUtr(() =>
    prisma.$transaction(async (tx) => {
      const order = await orderWithItsPayment(tx, orderId);
      if (!order?.payment) throw notFound("No such order.");
      const { payment } = order;
      if (payment.method !== "upi") throw conflict("Only a UPI payment is confirmed by hand.");
      const amount = formatRupees(payment.amountPaise);
      const t = textsIn(order.language, "paymentMail");
      if (decision.status === "paid") {
        if (!(await markPaidIn(tx, payment.id, decision.reference, UTR_PATTERN.test(decision.reference)))) throw notWaiting(await paymentNow(tx, payment.id));
        const received = decision.amountPaise ?? payment.amountPaise;
        await receivePayment(tx, orderId, { by: "owner", actorId: ownerId }, { amountPaise: received, method: "upi", reference: decision.reference });
        await recordOrderEvents(tx, [
          { orderId, type: "paid", by: "owner", actorId: ownerId, note: `${formatRupees(received)} by UPI, reference ${decision.reference}` },
        ]);
        await enqueuePaymentMail(tx, order, {
          subject: t("receivedSubject"),
          text: t("upiReceived", { amount, number: order.number, reference: decision.reference }),
        });
        return;
      }
      // Not found: the shopper is asked again, with a new window to pay or give the right reference.
      const window = (await readPaymentSettings(tx)).paymentWindowMinutes;
      if (!(await askUpiAgainIn(tx, payment.id, new Date(Date.now() + window * 60_000)))) throw notWaiting(await paymentNow(tx, payment.id));
      await recordOrderEvents(tx, [{ orderId, type: "payment_failed", by: "owner", actorId: ownerId, note: decision.reason ?? null }]);
      await enqueuePaymentMail(tx, order, {
        subject: t("notFoundSubject"),
        text: t("upiNotFound", {
          amount,
          number: order.number,
          utr: payment.utr ? t("underUtr", { utr: payment.utr }) : "",
          // The owner's own words, as they wrote them.
          reason: decision.reason ? ` ${decision.reason}` : "",
        }),
      });
    }, TX_OPTIONS),
  );
  wakeMailSender();
}
