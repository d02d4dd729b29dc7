import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import { withDocuments, WITH_LINES_AND_EVENTS, type OrderRecord } from "./records.ts";

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

/** The ids of the lines of one of the shopper's orders; null for someone else's order or none. */
export async function shoppersOrderLineIds(userId: string, orderId: string): Promise<string[] | null> {
  const order = await prisma.order.findFirst({ where: { id: orderId, userId }, select: { lines: { select: { id: true } } } });
  return order ? order.lines.map((line) => line.id) : null;
}
