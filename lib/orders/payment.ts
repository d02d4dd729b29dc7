import { formatRupees, lineTotalPaise, priceSummary, rupeesToPaise } from "../money.ts";
import type { OrderJson } from "./json.ts";

// Every order is cash on delivery: nothing is paid when ordering, a cancelled line is never
// charged, and a seller marks a line Delivered once the cash for it is collected.

export const PAYMENT_METHOD_LABEL = { cod: "Cash on delivery" } as const;

/** What the lines not cancelled cost, after the same 2% discount the order was placed with. */
export function cashDuePaise(order: Pick<OrderJson, "items">): number {
  const mrp = order.items.filter((l) => l.status !== "Cancelled").reduce((sum, l) => sum + lineTotalPaise(rupeesToPaise(l.price), l.quantity), 0);
  return priceSummary(mrp).totalPaise;
}

/** One sentence on where the payment stands. */
export function paymentNote(order: Pick<OrderJson, "items">): string {
  const live = order.items.filter((l) => l.status !== "Cancelled");
  if (live.length === 0) return "Nothing to pay: every item was cancelled.";
  const due = formatRupees(cashDuePaise(order), { exact: true });
  if (live.every((l) => l.status === "Delivered")) return `Paid ${due} in cash on delivery.`;
  return `Pay ${due} in cash when your order arrives.`;
}
