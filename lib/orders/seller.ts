import { prisma } from "../db.ts";
import { AppError, badRequest, forbidden, notFound } from "../errors.ts";
import { mayFulfil, PAYMENT_METHOD_LABEL } from "../shared/payment-status.ts";
import type { OrderLine, OrderStatus, Prisma } from "../generated/prisma/client.ts";
import type { StockChanges } from "../shared/stock.ts";
import { readShop } from "../shop/profile.ts";
import { assertSellerAccount } from "../auth/roles.ts";
import { sellerTimeline } from "../shared/order-events.ts";
import { orderNumberFrom } from "./number.ts";
import { LINE_WITH_ORDER, RETURN_REFS, WITH_PAYMENT, withDocuments, type OrderRecord, type SellerLine, type SellerOrder } from "./records.ts";
import { moveOrderLines, SELLER_STATUS_MOVES } from "./status.ts";
import { assertCodConfirmed } from "./cod-terms.ts";

/**
 * Which of a seller's lines a list shows: a status (or "unconfirmed": of cash-on-delivery orders
 * waiting for their shopper's confirmation; "attempt_failed": in a parcel still in transit after
 * a failed delivery attempt), and an order found by its number (or its id).
 */
export interface SellerLineFilter {
  status?: OrderStatus | "unconfirmed" | "attempt_failed";
  search?: string;
}

function lineStatus(status: SellerLineFilter["status"]): Prisma.OrderLineWhereInput {
  if (status === undefined) return {};
  if (status === "unconfirmed") return { order: { codConfirmStatus: "pending" } };
  if (status === "attempt_failed") return { status: "Shipped", shipment: { status: "in_transit", failedAttempts: { gt: 0 } } };
  return { status };
}

export interface Page {
  limit: number;
  offset: number;
}

function orderSearch(search: string | undefined): Prisma.OrderWhereInput {
  if (search === undefined) return {};
  const number = orderNumberFrom(search);
  return { OR: [...(number ? [{ number }] : []), { id: search.trim() }] };
}

// Lines newest first, an order's lines together and in line order.
const NEWEST_FIRST = [{ createdAt: "desc" }, { orderId: "desc" }, { id: "asc" }] as const satisfies Prisma.OrderLineOrderByWithRelationInput[];

/**
 * The seller's own order lines, newest first, each with its order (number, delivery address,
 * payment), a page at a time, and how many lines match in all. The API's list.
 */
export async function listSellerOrderLines(
  sellerId: string,
  { limit, offset, status, search }: Page & SellerLineFilter,
): Promise<{ lines: SellerLine[]; total: number }> {
  await assertSellerAccount(sellerId);
  const where: Prisma.OrderLineWhereInput = {
    sellerId,
    AND: [lineStatus(status), ...(search !== undefined ? [{ order: orderSearch(search) }] : [])],
  };
  const [lines, total] = await Promise.all([
    prisma.orderLine.findMany({ where, include: LINE_WITH_ORDER, orderBy: [...NEWEST_FIRST], take: limit, skip: offset }),
    prisma.orderLine.count({ where }),
  ]);
  return { lines, total };
}

/**
 * The seller's orders, newest first, a page of orders at a time: each with the seller's lines
 * of it that match the filter (an order with none is not listed), and how many orders match
 * in all. The console's orders page.
 */
export async function listSellerOrders(
  sellerId: string,
  { limit, offset, status, search }: Page & SellerLineFilter,
): Promise<{ orders: SellerOrder[]; total: number }> {
  await assertSellerAccount(sellerId);
  const own: Prisma.OrderLineWhereInput = { sellerId, ...lineStatus(status) };
  const where: Prisma.OrderWhereInput = { lines: { some: own }, ...orderSearch(search) };
  const [orders, total] = await Promise.all([
    prisma.order.findMany({
      where,
      include: { lines: { where: own, orderBy: { id: "asc" } }, shipments: { where: { sellerId }, orderBy: { shippedAt: "asc" } }, ...WITH_PAYMENT },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      skip: offset,
    }),
    prisma.order.count({ where }),
  ]);
  return { orders, total };
}

/**
 * One order as its seller sees it, by its number: the seller's lines of it, the delivery
 * address, and the timeline of the whole order and of those lines. An order without lines of
 * the seller's is 404, as if it did not exist.
 */
export async function sellerOrder(sellerId: string, number: string): Promise<OrderRecord> {
  await assertSellerAccount(sellerId);
  const order = await prisma.order.findUnique({
    where: { number },
    include: {
      lines: { where: { sellerId }, orderBy: { id: "asc" } },
      events: { orderBy: { id: "asc" } },
      shipments: { where: { sellerId }, orderBy: { shippedAt: "asc" } },
      returns: { ...RETURN_REFS, where: { sellerId } },
      ...WITH_PAYMENT,
    },
  });
  if (!order || order.lines.length === 0) throw notFound("No such order.");
  const own = new Set(order.lines.map((line) => line.id));
  const [withDocs] = await withDocuments(prisma, [order], own);
  return { ...withDocs, events: sellerTimeline(order.events, own) };
}

/**
 * Moves one of the seller's lines to a new status; a move SELLER_STATUS_MOVES lacks is 400 (the parcel's moves are lib/delivery's),
 * accepting or delivering a line of a prepaid order not paid yet 409 `payment_pending`, of a
 * cash-on-delivery order its shopper has not confirmed yet 409 `cod_unconfirmed`, delivering an
 * accepted line without a parcel where the shop's delivery terms want one 409 `parcel_required`.
 * A cancellation may carry the seller's reason, which the shopper reads on the order's
 * timeline and in their mail. A cancelled line's units go back to stock
 * (lib/orders/status.ts); `stock` says which pages that changes.
 */
export async function setOrderLineStatus(
  sellerId: string,
  lineId: string,
  status: Exclude<OrderStatus, "Ordered">,
  reason?: string,
): Promise<{ line: SellerLine; stock: StockChanges }> {
  const line: OrderLine | null = await prisma.orderLine.findUnique({ where: { id: lineId } });
  if (!line) throw notFound("No such order line.");
  if (line.sellerId !== sellerId) throw forbidden("Only the seller of this line can change its status.");
  if (status === "Delivered" && line.status === "Accepted" && !(await readShop()).delivery.withoutParcel) {
    throw new AppError(
      409,
      "parcel_required",
      "This shop delivers every item by parcel: dispatch it with a courier on the order's page, and mark the parcel delivered when it arrives.",
    );
  }
  const { lines: moved, stock } = await moveOrderLines({ role: "seller", userId: sellerId }, [lineId], status, reason);
  if (moved.length === 0) {
    if (status !== "Cancelled") await assertCodConfirmed(prisma, line.orderId);
    const payment = await prisma.payment.findUnique({ where: { orderId: line.orderId }, select: { method: true, status: true } });
    if (status !== "Cancelled" && payment && !mayFulfil(payment)) {
      throw new AppError(
        409,
        "payment_pending",
        `This order is paid by ${PAYMENT_METHOD_LABEL[payment.method]} and is not paid yet: accept and send it once it is.`,
      );
    }
    const current = (await prisma.orderLine.findUnique({ where: { id: lineId }, select: { status: true } }))?.status ?? line.status;
    throw badRequest(`An order line that is ${current} cannot become ${status}.`, {
      status: [`allowed from ${current}: ${SELLER_STATUS_MOVES[current].join(", ") || "none"}`],
    });
  }
  return { line: await prisma.orderLine.findUniqueOrThrow({ where: { id: lineId }, include: LINE_WITH_ORDER }), stock };
}

/** The dashboard's cards: orders in all and with a line of the seller's in each status. */
export interface SellerOrderStats {
  total: number;
  /** Orders with an item of the seller's still to accept. */
  ordered: number;
  accepted: number;
  shipped: number;
  cancelled: number;
  delivered: number;
  returned: number;
}

/**
 * The dashboard's cards, counted in orders, not lines (an order of three items is one order), each order once,
 * by the step the seller's items of it have reached, as a seller says it: cancelled when every item is
 * cancelled; otherwise the least advanced of the items not cancelled: new (an item to accept), accepted (to
 * dispatch), shipped, or done, delivered when an item was delivered and returned to origin when none was.
 * An order with one item cancelled and the others accepted is an accepted order; the steps add up to the total.
 */
export async function sellerOrderStats(sellerId: string): Promise<SellerOrderStats> {
  const [row] = await prisma.$queryRaw<Record<keyof SellerOrderStats, number>[]>`
    WITH orders AS (
      SELECT min(CASE "status" WHEN 'Ordered' THEN 0 WHEN 'Accepted' THEN 1 WHEN 'Shipped' THEN 2 ELSE 3 END)
               FILTER (WHERE "status" <> 'Cancelled') AS step,
             bool_or("status" = 'Delivered') AS delivered
        FROM "OrderLine" WHERE "sellerId" = ${sellerId}
       GROUP BY "orderId")
    SELECT count(*)::int AS total,
      (count(*) FILTER (WHERE step = 0))::int AS ordered,
      (count(*) FILTER (WHERE step = 1))::int AS accepted,
      (count(*) FILTER (WHERE step = 2))::int AS shipped,
      (count(*) FILTER (WHERE step IS NULL))::int AS cancelled,
      (count(*) FILTER (WHERE step = 3 AND delivered))::int AS delivered,
      (count(*) FILTER (WHERE step = 3 AND NOT delivered))::int AS returned
    FROM orders`;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as SellerOrderStats;
}

/** The dashboard's payment mix: how many of the orders with a line of this seller's were paid in advance, and how many in cash on delivery. */
export async function sellerPaymentMix(sellerId: string): Promise<{ prepaid: number; cod: number }> {
  const [row] = await prisma.$queryRaw<{ prepaid: number; cod: number }[]>`
    SELECT (count(DISTINCT o."id") FILTER (WHERE o."paymentMethod" <> 'cod'))::int AS prepaid,
      (count(DISTINCT o."id") FILTER (WHERE o."paymentMethod" = 'cod'))::int AS cod
    FROM "OrderLine" l JOIN "Order" o ON o."id" = l."orderId" WHERE l."sellerId" = ${sellerId}`;
  return { prepaid: Number(row.prepaid), cod: Number(row.cod) };
}
