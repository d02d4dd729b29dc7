import { prisma } from "../db.ts";
import { PaymentMethod, type CodConfirmStatus } from "../generated/prisma/enums.ts";
import type { RtoReportJson } from "../validation/responses.ts";

// The owner's return-to-origin report (GET /api/report/rto, the dashboard's panel): of the last
// `days` days, the orders placed and the parcels closed as delivered or returned to origin, per
// payment method, with the share that came back; and the cash-on-delivery confirmations asked
// of the orders placed in those days, confirmed and expired.

const DAY_MS = 86_400_000;

/** Returned to origin of the parcels closed either way, as a fraction rounded to 4 places; 0 when none closed. */
export function rtoRate(delivered: number, rto: number): number {
  const closed = delivered + rto;
  return closed === 0 ? 0 : Math.round((rto / closed) * 10_000) / 10_000;
}

export async function rtoReport(days: number, now = new Date()): Promise<RtoReportJson> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [orders, parcels, confirmations] = await Promise.all([
    prisma.order.groupBy({ by: ["paymentMethod"], where: { createdAt: { gte: since, lte: now } }, _count: { _all: true } }),
    prisma.$queryRaw<{ method: PaymentMethod; delivered: number; rto: number }[]>`
      SELECT o."paymentMethod" AS method,
             (count(*) FILTER (WHERE s."status" = 'delivered'))::int AS delivered,
             (count(*) FILTER (WHERE s."status" = 'rto'))::int AS rto
        FROM "Shipment" s JOIN "Order" o ON o."id" = s."orderId"
       WHERE s."closedAt" >= ${since} AND s."closedAt" <= ${now}
       GROUP BY o."paymentMethod"`,
    prisma.order.groupBy({
      by: ["codConfirmStatus"],
      where: { createdAt: { gte: since, lte: now }, codConfirmStatus: { not: null } },
      _count: { _all: true },
    }),
  ]);
  const confirmationsIn = (...statuses: CodConfirmStatus[]) =>
    confirmations.filter((row) => row.codConfirmStatus && statuses.includes(row.codConfirmStatus)).reduce((sum, row) => sum + row._count._all, 0);
  const byMethod = Object.fromEntries(
    Object.values(PaymentMethod).map((method) => {
      const placed = orders.find((row) => row.paymentMethod === method)?._count._all ?? 0;
      const closed = parcels.find((row) => row.method === method);
      const delivered = Number(closed?.delivered ?? 0);
      const rto = Number(closed?.rto ?? 0);
      return [method, { orders: placed, delivered, rto, rtoRate: rtoRate(delivered, rto) }];
    }),
  ) as RtoReportJson["byMethod"];
  // Asked: every order that was placed waiting for its shopper's yes, however it ended.
  const codConfirmation = {
    asked: confirmationsIn("pending", "confirmed", "cancelled", "expired"),
    confirmed: confirmationsIn("confirmed"),
    expired: confirmationsIn("expired"),
  };
  return { days, byMethod, codConfirmation };
}
