import type { OrderLine } from "../generated/prisma/client.ts";
import { formatRupees, rupeesToPaise } from "../money.ts";
import type { OrderJson } from "./json.ts";

// Every order is cash on delivery: nothing is paid when ordering, a cancelled line is never
// charged, and a seller marks a line Delivered once the cash for it is collected. Each line
// costs its `amountPaise` (its MRP less its share of the discount, lib/money.ts), so what the
// sellers collect adds up to what the shopper was told. The order's delivery fee
// (Order.deliveryPaise, lib/delivery/terms.ts) is the shop's: it is due while any line is
// still to be delivered, and counts as paid once every line not cancelled has arrived.

export const PAYMENT_METHOD_LABEL = { cod: "Cash on delivery" } as const;

/** A line's amount and status (the database's name or the JSON text: the statuses counted here are written alike). */
type PricedLine = Pick<OrderLine, "amountPaise"> & { status: string };

const sum = (lines: readonly PricedLine[]) => lines.reduce((total, line) => total + line.amountPaise, 0);

/** The statuses of a line still on its way to the shopper: cash on delivery is still to collect for it. */
const TO_DELIVER: readonly string[] = ["Ordered", "Accepted", "Shipped"];
const toDeliver = (line: PricedLine) => TO_DELIVER.includes(line.status);

/**
 * What is still to be paid for an order: the amounts of its lines neither cancelled nor paid,
 * and its delivery fee while any of them is still to be delivered. Cash on delivery is paid as
 * each line is delivered, so that is the lines still on their way; a line cancelled or returned
 * to origin is never collected. The one place `due` is computed; a way of paying before
 * delivery changes only this. `deliveryPaise` is the order's fee, 0 for one seller's lines
 * (sellerDuePaise).
 */
export function duePaise(lines: readonly PricedLine[], deliveryPaise: number): number {
  const open = lines.filter(toDeliver);
  return sum(open) + (open.length ? deliveryPaise : 0);
}

/** What one seller still collects for their lines of an order: their lines' amounts; the delivery fee is the shop's. */
export function sellerDuePaise(lines: readonly PricedLine[]): number {
  return duePaise(lines, 0);
}

/** What has been paid for an order's lines: in cash, on delivery, and the delivery fee once nothing is left to deliver. */
export function paidPaise(lines: readonly PricedLine[], deliveryPaise: number): number {
  const delivered = lines.filter((line) => line.status === "Delivered");
  return sum(delivered) + (delivered.length && !lines.some(toDeliver) ? deliveryPaise : 0);
}

/** One sentence on where the payment stands, for the shopper's order pages. */
export function paymentNote(order: Pick<OrderJson, "due" | "items" | "delivery">): string {
  const lines = order.items.map((item) => ({ amountPaise: rupeesToPaise(item.amount), status: item.status }));
  if (lines.every((line) => line.status === "Cancelled")) return "Nothing to pay: every item was cancelled.";
  const due = rupeesToPaise(order.due);
  const paid = paidPaise(lines, rupeesToPaise(order.delivery));
  if (due === 0) return `Paid ${formatRupees(paid, { exact: true })} in cash on delivery.`;
  if (paid > 0) return `Paid ${formatRupees(paid, { exact: true })} in cash so far; pay ${formatRupees(due, { exact: true })} when the rest arrives.`;
  return `Pay ${formatRupees(due, { exact: true })} in cash when your order arrives.`;
}
