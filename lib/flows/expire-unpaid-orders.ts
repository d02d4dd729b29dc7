import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { moveOrderLinesIn } from "./move-lines.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import { enqueuePaymentMail } from "../notices/order-news.ts";
import { orderNewsWithLines } from "../orders/lookups.ts";
import { expireOverdueIn } from "../payments/moves.ts";
import { overduePayments } from "../payments/read.ts";
import { textsIn } from "../i18n/text.ts";

// Unpaid prepaid orders past their window (docs/architecture.md, Payments): the shop cancels
// them, their stock comes back, the payment ends `expired`, and the shopper is told.

export interface ExpiryPass {
  /** The orders this pass expired. */
  orderIds: string[];
  /** The stock their cancelled lines gave back: the pages to expire. */
  stock: StockChanges;
}

function merge(a: StockChanges, b: StockChanges): StockChanges {
  return { products: [...new Set([...a.products, ...b.products])], listings: a.listings || b.listings };
}

/**
 * Expires every payment still waiting whose window ended by `now`, each in its own
 * transaction: first the payment moves to `expired` by a conditional update (only from a
 * waiting state, only past its time), and only the transaction whose update took the row goes
 * on to cancel the order's lines still Ordered (lib/orders/status.ts, which returns their
 * units once), record the event and mail the shopper. On PostgreSQL the row lock makes an
 * owner's confirmation or another process's sweeper that reached the same payment wait and
 * then find it changed, so exactly one of them wins. Sellers cannot have accepted a line:
 * a prepaid order's lines are accepted only once paid.
 */
export async function expireOverduePayments(now: Date = new Date(), batch = 50): Promise<ExpiryPass> {
  const due = await overduePayments(now, batch);
  const pass: ExpiryPass = { orderIds: [], stock: NO_STOCK_CHANGES };
  for (const { id } of due) {
    const done = await prisma.$transaction(async (tx) => {
      const payment = await expireOverdueIn(tx, id, now);
      if (!payment) return null;
      const order = await orderNewsWithLines(tx, payment.orderId);
      const minutes = Math.round(((payment.expiresAt?.getTime() ?? now.getTime()) - payment.createdAt.getTime()) / 60_000);
      const why = `Not paid within ${minutes} minutes.`;
      const { lines, stock } = await moveOrderLinesIn(
        tx,
        { role: "system", userId: null },
        order.lines.map((line) => line.id),
        "Cancelled",
        why,
      );
      await recordOrderEvents(tx, [{ orderId: order.id, type: "payment_expired", by: "system", actorId: null, note: why }]);
      if (lines.length) {
        const t = textsIn(order.language, "paymentMail");
        await enqueuePaymentMail(tx, order, {
          subject: t("expiredSubject"),
          text: t("expired", { number: order.number, minutes, proof: t(payment.method === "upi" ? "proofUpi" : "proofRazorpay") }),
        });
      }
      return { orderId: order.id, stock };
    }, TX_OPTIONS);
    if (done) {
      pass.orderIds.push(done.orderId);
      pass.stock = merge(pass.stock, done.stock);
    }
  }
  return pass;
}
