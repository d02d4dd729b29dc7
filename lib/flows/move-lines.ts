import { prisma } from "../db.ts";
import type { OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { creditInvoicedLines, invoiceDeliveredLines } from "../invoices/for-lines.ts";
import { enqueueStatusMail } from "../orders/mail.ts";
import { endCodConfirmationsIn, moveLinesIn } from "../orders/status.ts";
import type { Actor } from "../shared/actor.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import { returnUnits } from "../stock/units.ts";
import { collectCash } from "./collect-cash.ts";
import { sendPendingRazorpayRefunds } from "./razorpay-refunds.ts";
import { settleCancelledLines } from "./refunds.ts";

// Accept, cancel or deliver lines (docs/architecture.md, Flows): every change of an order
// line's status goes through here, the parcel's moves excepted (lib/flows/dispatch-parcel.ts,
// lib/flows/parcel-outcome.ts).

/**
 * One transaction: the orders module moves the lines that still may move (lib/orders/status.ts
 * moveLinesIn: a racing cancel and accept end in one, a prepaid order's lines wait for its
 * payment) and records the events; a line marked Delivered gets its invoice and, for cash on
 * delivery, the cash it collected (lib/invoices/for-lines.ts, lib/flows/collect-cash.ts); an
 * invoiced line cancelled gets its credit note; the mail the change causes is recorded; lines
 * cancelled settle the payment (lib/flows/refunds.ts: a smaller amount to pay, or a refund owed)
 * and give their units back to stock (lib/stock/units.ts: only the lines this update moved, so a
 * line's units come back once, whoever cancels it). Returns the lines that moved, which may be
 * fewer than asked for, or none, and the stock changes (the pages to expire). After commit the
 * mail pass is woken and refunds owed on Razorpay payments are sent.
 */
export async function moveOrderLines(
  by: Actor,
  lineIds: string[],
  to: Exclude<OrderStatus, "Ordered">,
  reason?: string,
): Promise<{ lines: OrderLine[]; stock: StockChanges }> {
  const moved = await prisma.$transaction((tx) => moveOrderLinesIn(tx, by, lineIds, to, reason), TX_OPTIONS);
  if (moved.lines.length) wakeMailSender();
  // Refunds owed by cancelling paid lines go out through Razorpay once they are committed.
  if (to === "Cancelled") for (const orderId of new Set(moved.lines.map((line) => line.orderId))) await sendPendingRazorpayRefunds(orderId);
  return moved;
}

/** moveOrderLines in the caller's transaction (the payment expiry cancels in its own); the caller wakes the mail sender after commit. */
export async function moveOrderLinesIn(
  tx: Tx,
  by: Actor,
  lineIds: string[],
  to: Exclude<OrderStatus, "Ordered">,
  reason?: string,
): Promise<{ lines: OrderLine[]; stock: StockChanges }> {
  const note = to === "Cancelled" ? reason : undefined;
  const lines = await moveLinesIn(tx, by, lineIds, to, note);
  const orderIds = [...new Set(lines.map((line) => line.orderId))];
  if (to === "Delivered") await collectCash(tx, { by: by.role, actorId: by.userId }, lines);
  const invoices = to === "Delivered" ? await invoiceDeliveredLines(tx, lines) : undefined;
  if (to === "Cancelled")
    for (const orderId of orderIds) await creditInvoicedLines(tx, { orderId, lineIds: lines.map((line) => line.id), reason: "cancelled" });
  // The shop's own cancellation (lib/flows/expire-unpaid-orders.ts) writes its own mail.
  if (lines.length && by.role !== "system") await enqueueStatusMail(tx, by.role, lines, note, invoices);
  if (to !== "Cancelled") return { lines, stock: NO_STOCK_CHANGES };
  await endCodConfirmationsIn(tx, orderIds);
  await settleCancelledLines(tx, by, lines);
  return { lines, stock: await returnUnits(tx, lines) };
}
