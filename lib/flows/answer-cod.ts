import { invalidLink, useOrderLink } from "../security/link-token.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { notFound } from "../errors.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { takeCodAnswerIn, type CodAnswer } from "../orders/cod-confirmation.ts";
import { codConfirmationOf, type CodConfirmation } from "../orders/cod-terms.ts";
import type { Order } from "../generated/prisma/client.ts";
import { codStandingOf, lineIdsOf, orderToAnswerIn } from "../orders/lookups.ts";
import { moveOrderLinesIn } from "./move-lines.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";

// The shopper answers a cash-on-delivery confirmation (docs/architecture.md, Flows): logged in
// on the order page, or by the link of the placed mail without logging in. The link's token
// (lib/security/link-token.ts) is spent in the same transaction as the order's answer
// (lib/orders/cod-confirmation.ts), so a refused answer leaves it good and two uses at once end
// in one; the mail a cancellation writes goes out once that transaction has committed.

/** The shopper's note on the lines cancelled by their answer. */
const CANCELLED_NOTE = "Cancelled by the shopper when asked to confirm cash on delivery.";

/**
 * The answer in the caller's transaction: the orders module takes it
 * (lib/orders/cod-confirmation.ts takeCodAnswerIn, 409 when it cannot); a cancel then cancels
 * the lines as the shopper's cancel does (units back once, the ledger's charges reversed, the
 * sellers mailed).
 */
async function answerCodIn(tx: Tx, order: Pick<Order, "id" | "userId">, answer: CodAnswer, now: Date): Promise<{ changed: boolean; stock: StockChanges }> {
  const { changed } = await takeCodAnswerIn(tx, order, answer, now);
  if (!changed || answer === "confirm") return { changed, stock: NO_STOCK_CHANGES };
  const { stock } = await moveOrderLinesIn(
    tx,
    order.userId ? { role: "shopper", userId: order.userId } : { role: "system", userId: null },
    await lineIdsOf(tx, order.id),
    "Cancelled",
    CANCELLED_NOTE,
  );
  return { changed: true, stock };
}

export type CodAnswerer = { shopperId: string; orderId: string } | { token: string };

export async function answerCodConfirmation(
  who: CodAnswerer,
  answer: CodAnswer,
  now: Date = new Date(),
): Promise<{ orderId: string; number: string; codConfirmation: CodConfirmation | null; stock: StockChanges }> {
  const done = await prisma.$transaction(async (tx) => {
    let orderId: string;
    if ("token" in who) {
      const link = await useOrderLink(tx, who.token, now, "confirm_cod");
      if (!link) throw invalidLink("This link was already used, or it is not one of ours. Open your order from My orders to see where it stands.");
      orderId = link.orderId;
    } else {
      orderId = who.orderId;
    }
    const order = await orderToAnswerIn(tx, orderId, "shopperId" in who ? who.shopperId : undefined);
    if (!order) throw notFound("No such order.");
    return { orderId, ...(await answerCodIn(tx, order, answer, now)) };
  }, TX_OPTIONS);
  if (done.changed) wakeMailSender();
  const order = await codStandingOf(prisma, done.orderId);
  return { orderId: done.orderId, number: order.number, codConfirmation: codConfirmationOf(order), stock: done.stock };
}
