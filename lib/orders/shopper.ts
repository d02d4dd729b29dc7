import { prisma } from "../db.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import type { StockChanges } from "../shared/stock.ts";
import { withDocuments, WITH_LINES_AND_EVENTS, type OrderRecord } from "./records.ts";
import { moveOrderLines } from "./status.ts";

/** The shopper's own orders, newest first, a page at a time. */
export async function listShopperOrders(
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ orders: OrderRecord[]; total: number }> {
  const [orders, total] = await Promise.all([
    prisma.order.findMany({ where: { userId }, include: WITH_LINES_AND_EVENTS, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit, skip: offset }),
    prisma.order.count({ where: { userId } }),
  ]);
  return { orders: await withDocuments(prisma, orders), total };
}

/** One order of the shopper's; someone else's order is 404, as if it did not exist. */
export async function shopperOrder(userId: string, orderId: string): Promise<OrderRecord> {
  const order = await prisma.order.findFirst({ where: { id: orderId, userId }, include: WITH_LINES_AND_EVENTS });
  if (!order) throw notFound("No such order.");
  const [withDocs] = await withDocuments(prisma, [order]);
  return withDocs;
}

/**
 * The shopper cancels the lines of their order that no seller has accepted yet: all of them,
 * or only `lineIds`. Accepted and delivered lines stay; cancelled ones give their units back
 * to stock (`stock` says which pages that changes). Nothing left to cancel is 409.
 */
export async function cancelOrder(userId: string, orderId: string, lineIds?: string[]): Promise<{ order: OrderRecord; stock: StockChanges }> {
  const order = await prisma.order.findFirst({ where: { id: orderId, userId }, select: { lines: { select: { id: true } } } });
  if (!order) throw notFound("No such order.");
  const own = new Set(order.lines.map((l) => l.id));
  const strangers = (lineIds ?? []).filter((id) => !own.has(id));
  if (strangers.length) throw badRequest("Some of these lines are not in this order.", { lineIds: strangers.map((id) => `${id} is not a line of this order`) });
  const { lines: moved, stock } = await moveOrderLines({ role: "shopper", userId }, lineIds ?? [...own], "Cancelled");
  if (moved.length === 0) throw conflict("Nothing in this order can be cancelled any more: every item is already accepted, delivered or cancelled.");
  return { order: await shopperOrder(userId, orderId), stock };
}
