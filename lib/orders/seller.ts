import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import type { OrderStatus, Prisma } from "../generated/prisma/client.ts";
import { assertSellerAccount } from "../auth/roles.ts";
import { sellerTimeline } from "../shared/order-events.ts";
import { orderNumberFrom } from "./number.ts";
import { LINE_WITH_ORDER, RETURN_REFS, WITH_PAYMENT, withDocuments, type OrderRecord, type SellerLine, type SellerOrder } from "./records.ts";

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
