import { invalidLink, useOrderLink } from "../security/link-token.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { notFound } from "../errors.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { answerCodIn, type CodAnswer } from "../orders/cod-confirmation.ts";
import { codConfirmationOf } from "../orders/cod-terms.ts";
import type { StockChanges } from "../shared/stock.ts";
import type { OrderJson } from "../validation/responses.ts";

// The shopper answers a cash-on-delivery confirmation (docs/architecture.md, Flows): logged in
// on the order page, or by the link of the placed mail without logging in. The link's token
// (lib/security/link-token.ts) is spent in the same transaction as the order's answer
// (lib/orders/cod-confirmation.ts), so a refused answer leaves it good and two uses at once end
// in one; the mail a cancellation writes goes out once that transaction has committed.

export type CodAnswerer = { shopperId: string; orderId: string } | { token: string };

export async function answerCodConfirmation(
  who: CodAnswerer,
  answer: CodAnswer,
  now: Date = new Date(),
): Promise<{ orderId: string; number: string; codConfirmation: OrderJson["codConfirmation"]; stock: StockChanges }> {
  const done = await prisma.$transaction(async (tx) => {
    let orderId: string;
    if ("token" in who) {
      const link = await useOrderLink(tx, who.token, now, "confirm_cod");
      if (!link) throw invalidLink("This link was already used, or it is not one of ours. Open your order from My orders to see where it stands.");
      orderId = link.orderId;
    } else {
      orderId = who.orderId;
    }
    const order = await tx.order.findFirst({
      where: { id: orderId, ...("shopperId" in who ? { userId: who.shopperId } : {}) },
      select: { id: true, userId: true },
    });
    if (!order) throw notFound("No such order.");
    return { orderId, ...(await answerCodIn(tx, order, answer, now)) };
  }, TX_OPTIONS);
  if (done.changed) wakeMailSender();
  const order = await prisma.order.findUniqueOrThrow({ where: { id: done.orderId }, select: { number: true, codConfirmStatus: true, codConfirmBy: true } });
  return { orderId: done.orderId, number: order.number, codConfirmation: codConfirmationOf(order), stock: done.stock };
}
