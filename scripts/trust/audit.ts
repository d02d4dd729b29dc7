import path from "node:path";
import { openDatabase } from "../../lib/db/connect.ts";
import type { Target } from "./server.ts";

// What the database holds after a load or a crash, checked row by row against what the
// shop acknowledged. Run with the shop stopped (PGlite allows one process per folder).

/** An order a client saw a 2xx for: its id and its lines as "productId|size|quantity". */
export interface AckedOrder {
  userId: string;
  lines: string[];
}

export interface AuditReport {
  ordersStored: number;
  acknowledged: number;
  /** Acknowledged but not stored: lost. */
  lost: number;
  /** Stored lines differ from the acknowledged answer. */
  mismatched: number;
  /** Stored without a 2xx reaching the client (answer lost in a crash; a retry with the key returns it). */
  unacknowledged: number;
  /** An order whose line count or money does not add up (its lines' amounts included), or that has no lines. */
  halfWritten: number;
  /** Order lines whose order is missing. */
  orphanLines: number;
  /** Cart lines older than their owner's latest order: ordered and kept at once. */
  orderedAndKept: number;
  /** Users with more than one order under one idempotency key: doubled. */
  doubled: number;
}

export const lineKey = (line: { productId: string | null; size: string; quantity: number }) => `${line.productId}|${line.size}|${line.quantity}`;

export async function auditDatabase(target: Target, acked: Map<string, AckedOrder>): Promise<AuditReport> {
  const db = openDatabase(target.databaseUrl ? { url: target.databaseUrl } : { pgliteDir: path.join(target.dataDir, "pglite") });
  try {
    const orders = await db.sql.query<{ id: string; userId: string; lineCount: number; mrpPaise: number; discountPaise: number; totalPaise: number }>(
      `SELECT "id", "userId", "lineCount", "mrpPaise", "discountPaise", "totalPaise" FROM "Order"`,
    );
    const lines = await db.sql.query<{ orderId: string; productId: string | null; size: string; quantity: number; unitPaise: number; amountPaise: number }>(
      `SELECT "orderId", "productId", "size", "quantity", "unitPaise", "amountPaise" FROM "OrderLine"`,
    );
    const [orphans] = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "OrderLine" l WHERE NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."id" = l."orderId")`,
    );
    const [kept] = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "CartLine" c WHERE c."createdAt" < (SELECT max(o."createdAt") FROM "Order" o WHERE o."userId" = c."userId")`,
    );
    const [doubled] = await db.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM "Order" WHERE "idempotencyKey" IS NOT NULL GROUP BY "userId", "idempotencyKey" HAVING count(*) > 1) d`,
    );

    const byOrder = new Map<string, typeof lines>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    let halfWritten = 0;
    for (const order of orders) {
      const own = byOrder.get(order.id) ?? [];
      const mrp = own.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
      const amounts = own.reduce((sum, l) => sum + l.amountPaise, 0);
      if (
        own.length === 0 ||
        own.length !== order.lineCount ||
        mrp !== order.mrpPaise ||
        order.totalPaise !== order.mrpPaise - order.discountPaise ||
        amounts !== order.totalPaise
      )
        halfWritten++;
    }
    const stored = new Set(orders.map((o) => o.id));
    let lost = 0;
    let mismatched = 0;
    for (const [id, ack] of acked) {
      if (!stored.has(id)) lost++;
      else if ((byOrder.get(id) ?? []).map(lineKey).sort().join() !== [...ack.lines].sort().join()) mismatched++;
    }
    return {
      ordersStored: orders.length,
      acknowledged: acked.size,
      lost,
      mismatched,
      unacknowledged: orders.filter((o) => !acked.has(o.id)).length,
      halfWritten,
      orphanLines: orphans.n,
      orderedAndKept: kept.n,
      doubled: doubled.n,
    };
  } finally {
    await db.close();
  }
}

/** The figures as lines, and whether the run kept every promise (unacknowledged orders are allowed only where the caller says so). */
export function reportAudit(report: AuditReport, { allowUnacknowledged }: { allowUnacknowledged: boolean }): { lines: string[]; ok: boolean } {
  const bad =
    report.lost +
    report.mismatched +
    report.halfWritten +
    report.orphanLines +
    report.orderedAndKept +
    report.doubled +
    (allowUnacknowledged ? 0 : report.unacknowledged);
  return {
    ok: bad === 0,
    lines: [
      `orders acknowledged (2xx)      ${report.acknowledged}`,
      `orders stored                  ${report.ordersStored}`,
      `acknowledged but missing       ${report.lost}`,
      `stored unlike the answer       ${report.mismatched}`,
      `stored without an answer       ${report.unacknowledged}${allowUnacknowledged ? " (answer lost in the crash)" : ""}`,
      `half-written orders            ${report.halfWritten}`,
      `lines without their order      ${report.orphanLines}`,
      `carts both ordered and kept    ${report.orderedAndKept}`,
      `orders doubled under one key   ${report.doubled}`,
    ],
  };
}
