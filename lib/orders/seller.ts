import { prisma } from "../db.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import type { OrderLine, OrderStatus, PaymentMethod } from "../generated/prisma/client.ts";
import type { StockChanges } from "../stock/units.ts";
import { assertSellerAccount } from "../users/seller.ts";
import { addressOf, toOrderLineJson, type SellerOrderLineJson } from "./json.ts";
import { moveOrderLines, STATUS_TRANSITIONS } from "./status.ts";

const withAddress = { order: { select: { name: true, mobile: true, address: true, pin: true, paymentMethod: true } } } as const;

function toSellerLineJson({ order, ...line }: OrderLine & { order: Parameters<typeof addressOf>[0] & { paymentMethod: PaymentMethod } }): SellerOrderLineJson {
  return { ...toOrderLineJson(line), address: addressOf(order), paymentMethod: order.paymentMethod };
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
 * Moves one of the seller's lines to a new status; a move STATUS_TRANSITIONS lacks is 400.
 * A cancelled line's units go back to stock (lib/orders/status.ts); `stock` says which
 * pages that changes.
 */
export async function setOrderLineStatus(
  sellerId: string,
  lineId: string,
  status: OrderStatus,
): Promise<{ line: SellerOrderLineJson; stock: StockChanges }> {
  const line = await prisma.orderLine.findUnique({ where: { id: lineId } });
  if (!line) throw notFound("No such order line.");
  if (line.sellerId !== sellerId) throw forbidden("Only the seller of this line can change its status.");
  const { lines: moved, stock } = await moveOrderLines({ role: "seller", userId: sellerId }, [lineId], status);
  if (moved.length === 0) {
    const current = (await prisma.orderLine.findUnique({ where: { id: lineId }, select: { status: true } }))?.status ?? line.status;
    throw badRequest(`An order line that is ${current} cannot become ${status}.`, { status: [`allowed from ${current}: ${STATUS_TRANSITIONS[current].join(", ") || "none"}`] });
  }
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
