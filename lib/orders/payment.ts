import type { OrderLine, Payment } from "../generated/prisma/client.ts";
import { cashRoundOffPaise, formatRupees, rupeesToPaise } from "../money.ts";
import { isPrepaid, PAYMENT_METHOD_LABEL, UNPAID_STATES } from "../shared/payment-status.ts";
import type { OrderJson } from "../validation/responses.ts";

// What is due and what was paid for an order, whichever way it is paid (docs/architecture.md,
// Payments). Each line costs its `amountPaise` (its MRP less its share of the discount,
// lib/money.ts), so what the sellers collect adds up to what the shopper was told. The
// order's own charges (its delivery fee, lib/shared/delivery-terms.ts, and its cash-on-delivery fee)
// are the shop's. Cash on delivery is paid as lines are delivered, the charges with the first
// delivery; a prepaid order (UPI) is due in full until its payment arrives, nothing after.

export { PAYMENT_METHOD_LABEL };

/** A line's amount and status (the database's name or the JSON text: the statuses counted here are written alike). */
type PricedLine = Pick<OrderLine, "amountPaise"> & { status: string };

/**
 * How the order is paid: its payment (null only for a record read without it) and its own
 * charges. One seller's view of an order passes charges of 0: those are the shop's.
 */
export interface PaymentTerms {
  codFeePaise: number;
  deliveryPaise: number;
  payment: Pick<Payment, "method" | "status"> | null;
}

const sum = (lines: readonly PricedLine[]) => lines.reduce((total, line) => total + line.amountPaise, 0);
/** The statuses of a line still on its way to the shopper: what it costs is still owed. */
const OPEN: readonly string[] = ["Ordered", "Accepted", "Shipped"];
const open = (line: PricedLine) => OPEN.includes(line.status);

/** An order's own charges, which one seller's view of it leaves out: the shop's, not the seller's. */
export const chargesPaise = (terms: Pick<PaymentTerms, "codFeePaise" | "deliveryPaise">) => terms.codFeePaise + terms.deliveryPaise;

/**
 * What is still to be paid for these lines (an order's, or one seller's of it with no
 * charges): the amounts of the lines neither cancelled nor delivered, and the order's charges
 * while something is owed and nothing has been delivered (cash on delivery collects them with
 * the first delivery). A prepaid order owes that until it is paid, and nothing once it is (or
 * once it expired). The one place `due` is computed.
 */
export function duePaise(lines: readonly PricedLine[], terms: PaymentTerms): number {
  const owed = sum(lines.filter(open));
  const charges = owed > 0 && !lines.some((line) => line.status === "Delivered") ? chargesPaise(terms) : 0;
  if (terms.payment && isPrepaid(terms.payment.method)) return UNPAID_STATES.includes(terms.payment.status) ? owed + charges : 0;
  return owed + charges;
}

/** What has been paid in cash on delivery for these lines: the delivered ones, and the order's charges with the first. */
export function cashPaidPaise(lines: readonly PricedLine[], terms: Pick<PaymentTerms, "codFeePaise" | "deliveryPaise">): number {
  const delivered = lines.filter((line) => line.status === "Delivered");
  return sum(delivered) + (delivered.length ? chargesPaise(terms) : 0);
}

/** Cash due in whole rupees: the amount due, the "Round off" line, and what is handed over. */
export function cashDue(duePaise: number): { duePaise: number; roundOffPaise: number; cashPaise: number } {
  const roundOffPaise = cashRoundOffPaise(duePaise);
  return { duePaise, roundOffPaise, cashPaise: duePaise + roundOffPaise };
}

/** The round-off as a bill shows it: +₹0.50, −₹0.06. */
export const roundOffText = (paise: number) => `${paise < 0 ? "−" : "+"}${formatRupees(Math.abs(paise))}`;

/** One sentence on where the payment stands, for the shopper's order pages. */
export function paymentNote(order: Pick<OrderJson, "due" | "items" | "codFee" | "delivery" | "payment">): string {
  const lines = order.items.map((item) => ({ amountPaise: rupeesToPaise(item.amount), status: item.status }));
  const { payment } = order;
  const refunded = rupeesToPaise(payment.refunded);
  if (payment.method !== "cod") {
    const paid = formatRupees(rupeesToPaise(payment.amount));
    switch (payment.status) {
      case "paid":
        return `Paid ${paid} by ${PAYMENT_METHOD_LABEL[payment.method]}.`;
      case "refunded":
      case "partially_refunded":
        return `Paid ${paid} by ${PAYMENT_METHOD_LABEL[payment.method]}; ${formatRupees(refunded)} refunded.`;
      case "expired":
        return "Not paid within the time allowed: the order was cancelled.";
      case "failed":
        return payment.method === "upi"
          ? `The shop did not find your payment. Pay ${formatRupees(rupeesToPaise(order.due))} or give the right UPI reference.`
          : `Your last payment attempt did not go through. Pay ${formatRupees(rupeesToPaise(order.due))} to have your order sent.`;
      default:
        return `Pay ${formatRupees(rupeesToPaise(order.due))} by ${PAYMENT_METHOD_LABEL[payment.method]} to have your order sent.`;
    }
  }
  if (lines.every((line) => line.status === "Cancelled")) return "Nothing to pay: every item was cancelled.";
  const due = rupeesToPaise(order.due);
  const paid = cashPaidPaise(lines, { codFeePaise: rupeesToPaise(order.codFee), deliveryPaise: rupeesToPaise(order.delivery) });
  if (due === 0) return `Paid ${formatRupees(paid)} in cash on delivery.`;
  const amount = formatRupees(due);
  if (paid > 0) return `Paid ${formatRupees(paid)} in cash so far; pay ${amount} when the rest arrives.${cashSentence(due)}`;
  return `Pay ${amount} in cash when your order arrives.${cashSentence(due)}`;
}

/** Cash is handed over in whole rupees: the sentence with the cash and its "Round off", or nothing when the amount is whole rupees. */
export function cashSentence(duePaise: number): string {
  const cash = cashDue(duePaise);
  return cash.roundOffPaise === 0 ? "" : ` In cash: ${formatRupees(cash.cashPaise)} (round off ${roundOffText(cash.roundOffPaise)}).`;
}
