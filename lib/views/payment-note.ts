import { figuresOf } from "../ledger/figures.ts";
import type { Lang } from "../i18n/langs.ts";
import { paymentNote } from "../orders/payment.ts";
import type { OrderRecord } from "../orders/records.ts";
import { payablePaise } from "../shared/payable.ts";

// The shopper's sentence on where an order's payment stands (lib/orders/payment.ts), from the
// order's record and the ledger's figures: the same paise the order's JSON shows as rupees, so
// nothing reads that JSON back.

/** The payment note of an order; one read without its payment row is cash on delivery, its amount what is payable. */
export function orderPaymentNote(order: OrderRecord, lang: Lang): string {
  const figures = figuresOf(order.ledger);
  const payment = order.payment
    ? { method: order.payment.method, status: order.payment.status, amountPaise: order.payment.amountPaise, refundedPaise: figures.refundedPaise }
    : { method: order.paymentMethod, status: "cod" as const, amountPaise: payablePaise(order), refundedPaise: 0 };
  return paymentNote(
    {
      lines: order.lines,
      duePaise: figures.duePaise,
      charges: { codFeePaise: order.codFeePaise, deliveryPaise: order.deliveryPaise },
      payment,
    },
    lang,
  );
}
