import { prisma } from "../db.ts";
import { forbidden, notFound } from "../errors.ts";
import type { OrderEvent, Prisma } from "../generated/prisma/client.ts";
import { RETURN_WITH_LINES, type ReturnRecord } from "./records.ts";
import { openRefundTo } from "./refund-to.ts";
import { CLOSED_RETURN_STATUSES, OPEN_RETURN_STATUSES } from "./status.ts";
import type { RefundTo } from "../validation/returns.ts";

// Reading returns: the shopper's own, one return for whoever may see it, and the console's
// list of returns to handle. Server pages call these directly, route handlers too.

/** Who is reading: a shopper, a seller (`admin`), or the shop's owner. */
export interface ReturnViewer {
  id: string;
  admin: boolean;
  owner: boolean;
}

/** A return with its order's timeline entries about returns (lib/api-json/returns.ts picks its own). */
export interface ReturnWithEvents {
  request: ReturnRecord;
  events: OrderEvent[];
}

/** How many closed returns the console lists after the open ones. */
const CLOSED_LISTED = 50;

/**
 * The return as `viewer` may see it, with its timeline entries: its shopper, the seller of its
 * lines, or the owner. Another seller is 403 (they may know the number from a shared order);
 * anyone else 404, as if it did not exist.
 */
export async function readReturnFor(viewer: ReturnViewer, returnId: string): Promise<ReturnWithEvents> {
  const request = await findReturn(returnId);
  assertMayHandleOrSee(viewer, request);
  const events = await prisma.orderEvent.findMany({ where: { orderId: request.orderId, type: { startsWith: "return_" } }, orderBy: { id: "asc" } });
  return { request, events };
}

/** A return with its lines, or 404. */
export async function findReturn(returnId: string, db: Prisma.TransactionClient = prisma): Promise<ReturnRecord> {
  const request = await db.returnRequest.findUnique({ where: { id: returnId }, include: RETURN_WITH_LINES });
  if (!request) throw notFound("No such return.");
  return request;
}

function assertMayHandleOrSee(viewer: ReturnViewer, request: Pick<ReturnRecord, "userId" | "sellerId">): void {
  if (viewer.owner || request.userId === viewer.id || request.sellerId === viewer.id) return;
  if (viewer.admin) throw forbidden("Only the seller of these items or the shop's owner can see this return.");
  throw notFound("No such return.");
}

/**
 * Where to send a return's refund, in full, for the one who sends it: the seller of its lines
 * or the owner (anyone else as readReturnFor). Null when the shopper gave none (the refund goes
 * back through the payment) or once it was refunded and the details erased.
 */
export async function refundToFor(viewer: ReturnViewer, returnId: string): Promise<RefundTo | null> {
  const request = await findReturn(returnId);
  assertMayHandleOrSee(viewer, request);
  if (!viewer.owner && request.sellerId !== viewer.id) throw forbidden("Only the seller of these items or the shop's owner sends the refund.");
  return request.refundToSealed ? openRefundTo(request.refundToSealed) : null;
}

/** The shopper's returns and exchanges, newest first. */
export async function shopperReturns(userId: string): Promise<ReturnRecord[]> {
  return prisma.returnRequest.findMany({ where: { userId }, include: RETURN_WITH_LINES, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

/**
 * The returns a seller handles (the owner: every seller's): the open ones first, oldest first
 * (the longest waiting at the top; `createdAt` gives their age), then the latest closed ones.
 */
export async function returnsToHandle(seller: { id: string; owner: boolean }): Promise<ReturnRecord[]> {
  const whose: Prisma.ReturnRequestWhereInput = seller.owner ? {} : { sellerId: seller.id };
  const [open, closed] = await Promise.all([
    prisma.returnRequest.findMany({
      where: { ...whose, status: { in: [...OPEN_RETURN_STATUSES] } },
      include: RETURN_WITH_LINES,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.returnRequest.findMany({
      where: { ...whose, status: { in: [...CLOSED_RETURN_STATUSES] } },
      include: RETURN_WITH_LINES,
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: CLOSED_LISTED,
    }),
  ]);
  return [...open, ...closed];
}
