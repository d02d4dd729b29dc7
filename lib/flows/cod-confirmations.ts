import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { deadlineText } from "../orders/cod-deadline.ts";
import { overdueCodOrders, remindCodOrders, takeOverdueCodOrderIn } from "../orders/cod-confirmation.ts";
import { enqueueCodExpiredMail } from "../orders/cod-mail.ts";
import { lineIdsOf } from "../orders/lookups.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import { moveOrderLinesIn } from "./move-lines.ts";

// The shop's side of cash on delivery confirmed before dispatch (docs/architecture.md, Cash on
// delivery confirmed before dispatch): the pass `cod-confirmations` of lib/side-work/passes.ts.

export interface CodPass {
  /** The orders this pass cancelled. */
  expired: string[];
  /** The orders whose shopper it reminded. */
  reminded: string[];
  /** The stock the cancelled lines gave back: the pages to expire. */
  stock: StockChanges;
}

function merge(a: StockChanges, b: StockChanges): StockChanges {
  return { products: [...new Set([...a.products, ...b.products])], listings: a.listings || b.listings };
}

/**
 * Every order still pending past its deadline is cancelled, each in its own transaction that
 * first takes it (lib/orders/cod-confirmation.ts takeOverdueCodOrderIn: of two passes, or a
 * pass and the shopper's answer, exactly one acts); only that one cancels the lines still
 * Ordered through lib/flows/move-lines.ts (their units back once, the ledger's charges
 * reversed), records `cod_expired` and mails the shopper. Then the orders halfway to their
 * deadline get their reminder, each once.
 */
export async function runCodConfirmations(now: Date = new Date(), batch = 50): Promise<CodPass> {
  const pass: CodPass = { expired: [], reminded: [], stock: NO_STOCK_CHANGES };
  for (const id of await overdueCodOrders(now, batch)) {
    const stock = await prisma.$transaction(async (tx) => {
      const order = await takeOverdueCodOrderIn(tx, id, now);
      if (!order) return null;
      const why = `Cash on delivery not confirmed by ${deadlineText(order.codConfirmBy!)}.`;
      const moved = await moveOrderLinesIn(tx, { role: "system", userId: null }, await lineIdsOf(tx, id), "Cancelled", why);
      await recordOrderEvents(tx, [{ orderId: id, type: "cod_expired", by: "system", actorId: null, note: why }]);
      if (moved.lines.length) await enqueueCodExpiredMail(tx, order, deadlineText(order.codConfirmBy!, order.language));
      return moved.stock;
    }, TX_OPTIONS);
    if (stock) {
      pass.expired.push(id);
      pass.stock = merge(pass.stock, stock);
    }
  }
  pass.reminded = await remindCodOrders(now, batch);
  return pass;
}
