import type { OrderLine } from "../generated/prisma/client.ts";
import { formatRupees, rupeesToPaise } from "../money.ts";
import type { OrderJson } from "./json.ts";

// Every order is cash on delivery: nothing is paid when ordering, a cancelled line is never
// charged, and a seller marks a line Delivered once the cash for it is collected. Each line
// costs its `amountPaise` (its MRP less its share of the discount, lib/money.ts), so what the
// sellers collect adds up to what the shopper was told.

export const PAYMENT_METHOD_LABEL = { cod: "Cash on delivery" } as const;

type PricedLine = Pick<OrderLine, "amountPaise" | "status">;

const sum = (lines: readonly PricedLine[]) => lines.reduce((total, line) => total + line.amountPaise, 0);

/**
 * What is still to be paid for these lines (an order's, or one seller's of it): the amounts
 * of the lines neither cancelled nor paid. Cash on delivery is paid as each line is delivered,
 * so that is the lines still Ordered or Accepted. The one place `due` is computed; a way of
 * paying before delivery changes only this.
 */
export function duePaise(lines: readonly PricedLine[]): number {
  return sum(lines.filter((line) => line.status === "Ordered" || line.status === "Accepted"));
}

/** What has been paid for these lines: in cash, on delivery. */
export function paidPaise(lines: readonly PricedLine[]): number {
  return sum(lines.filter((line) => line.status === "Delivered"));
}

/** One sentence on where the payment stands, for the shopper's order pages. */
export function paymentNote(order: Pick<OrderJson, "due" | "items">): string {
  const lines = order.items.map((item) => ({ amountPaise: rupeesToPaise(item.amount), status: item.status }));
  if (lines.every((line) => line.status === "Cancelled")) return "Nothing to pay: every item was cancelled.";
  const due = rupeesToPaise(order.due);
  const paid = paidPaise(lines);
  if (due === 0) return `Paid ${formatRupees(paid, { exact: true })} in cash on delivery.`;
  if (paid > 0) return `Paid ${formatRupees(paid, { exact: true })} in cash so far; pay ${formatRupees(due, { exact: true })} when the rest arrives.`;
  return `Pay ${formatRupees(due, { exact: true })} in cash when your order arrives.`;
}
