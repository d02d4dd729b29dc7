import type { OrderLine, Payment } from "../generated/prisma/client.ts";
import { cashRoundOffPaise, formatRupees } from "../money.ts";
import { isPrepaid, PAYMENT_METHOD_LABEL, UNPAID_STATES } from "../shared/payment-status.ts";
import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { METHOD_WORDS } from "../shared/method-words.ts";

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

/** What the payment note speaks of, in paise: the order's lines, what is due, its own charges, and its payment (lib/views/payment-note.ts gathers them from the order's record). */
export interface PaymentFacts {
  lines: readonly PricedLine[];
  duePaise: number;
  charges: Pick<PaymentTerms, "codFeePaise" | "deliveryPaise">;
  payment: Pick<Payment, "method" | "status" | "amountPaise"> & { refundedPaise: number };
}

/** One sentence on where the payment stands, for the shopper's order pages. */
export function paymentNote({ lines, duePaise, charges, payment }: PaymentFacts, lang: Lang = "en"): string {
  const t = textsIn(lang, "orders");
  const refunded = payment.refundedPaise;
  const due = formatRupees(duePaise);
  if (payment.method !== "cod") {
    const paid = formatRupees(payment.amountPaise);
    const method = textsIn(lang, "checkout")(METHOD_WORDS[payment.method]);
    switch (payment.status) {
      case "paid":
        return t("notePaid", { paid, method });
      case "refunded":
      case "partially_refunded":
        return t("notePaidRefunded", { paid, method, refunded: formatRupees(refunded) });
      case "expired":
        return t("noteExpired");
      case "failed":
        return payment.method === "upi" ? t("noteUpiFailed", { due }) : t("noteFailed", { due });
      default:
        return t("notePayToSend", { due, method });
    }
  }
  if (lines.every((line) => line.status === "Cancelled")) return t("noteAllCancelled");
  const paid = cashPaidPaise(lines, charges);
  if (duePaise === 0) return t("notePaidCash", { paid: formatRupees(paid) });
  const cash = inCashWords(duePaise, lang);
  if (paid > 0) return t("notePaidSoFar", { paid: formatRupees(paid), amount: due, cash });
  return t("notePayCash", { amount: due, cash });
}

/** Cash is handed over in whole rupees: the sentence with the cash and its "Round off", or nothing when the amount is whole rupees. */
export function cashSentence(duePaise: number): string {
  return inCashWords(duePaise, "en");
}

/** cashSentence in a language (the order mail's inCash words). */
export function inCashWords(duePaise: number, lang: Lang): string {
  const cash = cashDue(duePaise);
  return cash.roundOffPaise === 0
    ? ""
    : textsIn(lang, "orderMail")("inCash", { cash: formatRupees(cash.cashPaise), roundOff: roundOffText(cash.roundOffPaise) });
}
