import { siteUrl } from "../config.ts";
import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import { AppError, forbidden } from "../errors.ts";
import { sellerOrderPath } from "../shared/order-paths.ts";

// A seller's own setting (issue 44 §3): a WhatsApp message of each new order with items of
// theirs, to the mobile number proved theirs (lib/auth/mobile-code.ts). It goes through the
// shop's outbox like the shopper's news (lib/messages/sender.ts), by SMS when WhatsApp fails,
// and is left out of the order's "Messages to the shopper's phone" (lib/messages/history.ts).

/** The WhatsApp template of a seller's new order; its body takes the order's number, the items and the console's link. */
export const SELLER_NEW_ORDER_TEMPLATE = "seller_new_order";

/** Turns the seller's new-order messages on or off; on needs a mobile number proved theirs (409), and a seller (403). */
export async function setNewOrderWhatsApp(userId: string, on: boolean): Promise<void> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { admin: true, mobile: true } });
  if (!user.admin) throw forbidden("Only a seller gets new orders on WhatsApp.");
  if (on && !user.mobile) {
    throw new AppError(409, "conflict", "Add your mobile number on your profile first: new orders go to the number you prove with a code.", {
      mobile: ["no mobile number proved by a code"],
    });
  }
  await prisma.user.updateMany({
    where: { id: userId, newOrderWhatsAppAt: on ? null : { not: null } },
    data: { newOrderWhatsAppAt: on ? new Date() : null },
  });
}

/** Records the message of a new order for each of its sellers who asked for one, in the order's transaction. */
export async function enqueueNewOrderAlerts(tx: Tx, order: { id: string; number: string }, itemsBySeller: Map<string, number>): Promise<void> {
  const sellers = await tx.user.findMany({
    where: { id: { in: [...itemsBySeller.keys()] }, newOrderWhatsAppAt: { not: null }, mobile: { not: null } },
    select: { id: true, mobile: true },
  });
  const link = `${siteUrl()}${sellerOrderPath(order.number)}`;
  for (const seller of sellers) {
    const count = itemsBySeller.get(seller.id)!;
    const items = `${count} ${count === 1 ? "item" : "items"}`;
    await tx.outboxMessage.create({
      data: {
        orderId: order.id,
        mobile: seller.mobile!,
        channel: "whatsapp",
        template: SELLER_NEW_ORDER_TEMPLATE,
        parameters: [order.number, items, link],
        text: `New order ${order.number}: ${items} of yours to send. ${link}`,
      },
    });
  }
}
