import { prisma } from "../db.ts";
import type { OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { LINE_WITH_ORDER, type SellerLine } from "./records.ts";

// The lines a seller's flows read before and after moving them (docs/architecture.md, Flows):
// the status call (lib/flows/set-line-status.ts) and the dispatch (lib/flows/dispatch-parcel.ts).

/** The sellers of those of `lineIds` that are lines of the order, one per line found. */
export async function sellersOfLines(orderId: string, lineIds: string[]): Promise<(string | null)[]> {
  const lines = await prisma.orderLine.findMany({ where: { id: { in: lineIds }, orderId }, select: { sellerId: true } });
  return lines.map((line) => line.sellerId);
}

/** The order line; null for none. */
export function findOrderLine(lineId: string): Promise<OrderLine | null> {
  return prisma.orderLine.findUnique({ where: { id: lineId } });
}

/** The line's status as it is now; undefined once the line is gone. */
export async function lineStatusNow(lineId: string): Promise<OrderStatus | undefined> {
  return (await prisma.orderLine.findUnique({ where: { id: lineId }, select: { status: true } }))?.status;
}

/** The line with its order and the order's payment, as the seller's answers show it, of a line known to exist. */
export function sellerLine(lineId: string): Promise<SellerLine> {
  return prisma.orderLine.findUniqueOrThrow({ where: { id: lineId }, include: LINE_WITH_ORDER });
}
