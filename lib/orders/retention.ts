import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";

/**
 * Removes a person from the orders they took part in, keeping every order as the shop's sales
 * record (SECURITY.md, Records and retention): their orders lose the link to their account
 * (and the retry key of their checkout), their lines as a seller lose theirs, and the
 * timeline forgets which account made its changes. What stays is what tax law asks the shop
 * to keep: the lines as sold, the amounts, the delivery address as given, and when and by
 * whom (a shopper, a seller) each change was made. Deleting the user's row afterwards
 * (the accounts issue) changes nothing more in orders: the foreign keys set the same columns
 * to null. Runs in the caller's transaction; answers how many rows it changed.
 */
export async function removePersonFromOrders(tx: Tx, userId: string): Promise<{ orders: number; lines: number; events: number }> {
  const orders = await tx.order.updateMany({ where: { userId }, data: { userId: null, idempotencyKey: null, requestHash: null } });
  const lines = await tx.orderLine.updateMany({ where: { sellerId: userId }, data: { sellerId: null } });
  const events = await tx.orderEvent.updateMany({ where: { actorId: userId }, data: { actorId: null } });
  return { orders: orders.count, lines: lines.count, events: events.count };
}

/** How many lines a seller still has to act on: accepted or not yet, or on their way; neither delivered, returned nor cancelled. */
export function countOpenLinesOf(sellerId: string): Promise<number> {
  return prisma.orderLine.count({ where: { sellerId, status: { in: ["Ordered", "Accepted", "Shipped"] } } });
}
