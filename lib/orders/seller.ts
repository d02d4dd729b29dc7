import { prisma } from "../db.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import type { OrderLine, OrderStatus } from "../generated/prisma/client.ts";
import { NO_STOCK_CHANGES, returnUnits, type StockChanges } from "../stock/units.ts";
import { assertSellerAccount } from "../users/seller.ts";
import { addressOf, toOrderLineJson, type SellerOrderLineJson } from "./json.ts";

/** The only status moves there are (DESIGN §3). */
export const STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  Ordered: ["Accepted", "Cancelled"],
  Accepted: ["Delivered"],
  Cancelled: [],
  Delivered: [],
};

const withAddress = { order: { select: { name: true, mobile: true, address: true, pin: true } } } as const;

function toSellerLineJson({ order, ...line }: OrderLine & { order: Parameters<typeof addressOf>[0] }): SellerOrderLineJson {
  return { ...toOrderLineJson(line), address: addressOf(order) };
}

/**
 * The seller's own order lines, newest first, each with its order's delivery address.
 * `limit` keeps only the newest ones, so a short list (the dashboard's) does not read
 * every line the seller ever sold.
 */
export async function listSellerOrderLines(sellerId: string, { limit }: { limit?: number } = {}): Promise<SellerOrderLineJson[]> {
  await assertSellerAccount(sellerId);
  const lines = await prisma.orderLine.findMany({
    where: { sellerId },
    include: withAddress,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return lines.map(toSellerLineJson);
}

/**
 * Moves one of the seller's lines to a new status; a move the table above lacks is 400.
 * A line moved to Cancelled returns its units to stock in the same transaction; the status
 * is compared again in the update, so two concurrent changes cannot both succeed and the
 * units come back once.
 */
export async function setOrderLineStatus(
  sellerId: string,
  lineId: string,
  status: OrderStatus,
): Promise<{ line: SellerOrderLineJson; stock: StockChanges }> {
  const line = await prisma.orderLine.findUnique({ where: { id: lineId } });
  if (!line) throw notFound("No such order line.");
  if (line.sellerId !== sellerId) throw forbidden("Only the seller of this line can change its status.");
  const allowedFrom = (Object.keys(STATUS_TRANSITIONS) as OrderStatus[]).filter((from) => STATUS_TRANSITIONS[from].includes(status));
  const stock = await prisma.$transaction(async (tx) => {
    const { count } = await tx.orderLine.updateMany({ where: { id: lineId, sellerId, status: { in: allowedFrom } }, data: { status } });
    if (count === 0) {
      const current = (await tx.orderLine.findUnique({ where: { id: lineId }, select: { status: true } }))?.status ?? line.status;
      throw badRequest(`An order line that is ${current} cannot become ${status}.`, { status: [`allowed from ${current}: ${STATUS_TRANSITIONS[current].join(", ") || "none"}`] });
    }
    return status === "Cancelled" ? returnUnits(tx, [line]) : NO_STOCK_CHANGES;
  });
  return { line: toSellerLineJson(await prisma.orderLine.findUniqueOrThrow({ where: { id: lineId }, include: withAddress })), stock };
}

/** The dashboard's four cards, counted from real statuses. */
export async function sellerOrderStats(sellerId: string): Promise<{ total: number; accepted: number; cancelled: number; delivered: number }> {
  const groups = await prisma.orderLine.groupBy({ by: ["status"], where: { sellerId }, _count: { _all: true } });
  const count = (status: OrderStatus) => groups.find((g) => g.status === status)?._count._all ?? 0;
  return {
    total: groups.reduce((sum, g) => sum + g._count._all, 0),
    accepted: count("Accepted"),
    cancelled: count("Cancelled"),
    delivered: count("Delivered"),
  };
}
