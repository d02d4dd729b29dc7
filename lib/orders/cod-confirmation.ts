import { orderOfLink } from "../security/link-token.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, conflict, notFound } from "../errors.ts";
import type { CodConfirmStatus, Order } from "../generated/prisma/client.ts";
import { deadlineText } from "./cod-deadline.ts";
import { enqueueCodReminderMail } from "./cod-mail.ts";
import { recordOrderEvents } from "../shared/order-events.ts";

// Cash on delivery confirmed before dispatch (docs/architecture.md, Cash on delivery confirmed):
// a COD order above the shop's threshold is placed `pending` with a deadline; its lines cannot
// be accepted (lib/orders/status.ts FULFILLABLE) until the shopper says yes on the order page
// or by the link in the placed mail. Unanswered by the deadline, the shop cancels it
// (lib/flows/cod-confirmations.ts, a pass of lib/side-work/passes.ts); halfway there the
// shopper is reminded.

export type CodAnswer = "confirm" | "cancel";

const ANSWERED: Record<CodAnswer, CodConfirmStatus> = { confirm: "confirmed", cancel: "cancelled" };

/**
 * The shopper's answer taken, in the caller's transaction (lib/flows/answer-cod.ts, which
 * cancels the lines of a cancel): a conditional update takes the order only while it is
 * pending and before its deadline, so of an answer and the expiry, or two answers, exactly one
 * moves it (PostgreSQL's row lock makes the later one re-read the row and find it changed).
 * The order's other links are left as they are: an answer by one of them gets the order's
 * state (the same answer changes nothing, another is 409). Confirm: event `cod_confirmed`, the
 * sellers may accept. The same answer again changes nothing (`changed: false`); anything else
 * is 409: `cod_expired` past the deadline, `conflict` for an order already answered the other
 * way or never asked.
 */
export async function takeCodAnswerIn(tx: Tx, order: Pick<Order, "id" | "userId">, answer: CodAnswer, now: Date): Promise<{ changed: boolean }> {
  const status = ANSWERED[answer];
  const taken = await tx.order.updateMany({
    where: { id: order.id, codConfirmStatus: "pending", codConfirmBy: { gt: now } },
    data: { codConfirmStatus: status, codRemindAt: null },
  });
  if (taken.count === 0) {
    const current = await tx.order.findUnique({ where: { id: order.id }, select: { codConfirmStatus: true, codConfirmBy: true } });
    if (!current) throw notFound("No such order.");
    if (current.codConfirmStatus === status) return { changed: false };
    if (current.codConfirmStatus === "expired" || (current.codConfirmStatus === "pending" && current.codConfirmBy))
      throw new AppError(
        409,
        "cod_expired",
        `The time to confirm this order ended at ${deadlineText(current.codConfirmBy!)}, so it is cancelled and nothing will be sent.`,
      );
    if (current.codConfirmStatus === null) throw conflict("This order does not wait for a confirmation.");
    throw conflict(`This order was already ${current.codConfirmStatus}.`);
  }
  if (answer === "confirm") await recordOrderEvents(tx, [{ orderId: order.id, type: "cod_confirmed", by: "shopper", actorId: order.userId }]);
  return { changed: true };
}

/** The orders still pending past their deadline, oldest deadline first (lib/flows/cod-confirmations.ts cancels them). */
export async function overdueCodOrders(now: Date, batch: number): Promise<string[]> {
  const due = await prisma.order.findMany({
    where: { codConfirmStatus: "pending", codConfirmBy: { lte: now } },
    select: { id: true },
    orderBy: { codConfirmBy: "asc" },
    take: batch,
  });
  return due.map((order) => order.id);
}

/**
 * Takes an overdue order for the shop's cancellation, in the caller's transaction: a
 * conditional update (pending, past its time), so that of two passes, or a pass and the
 * shopper's answer, exactly one acts. Null when another did.
 */
export async function takeOverdueCodOrderIn(
  tx: Tx,
  id: string,
  now: Date,
): Promise<Pick<Order, "id" | "number" | "userId" | "codConfirmBy" | "language"> | null> {
  const taken = await tx.order.updateManyAndReturn({
    where: { id, codConfirmStatus: "pending", codConfirmBy: { lte: now } },
    data: { codConfirmStatus: "expired", codRemindAt: null },
    select: { id: true, number: true, userId: true, codConfirmBy: true, language: true },
  });
  return taken[0] ?? null;
}

/** The orders halfway to their deadline, each reminded once (the same conditional update on `codRemindAt`); returns those reminded. */
export async function remindCodOrders(now: Date, batch: number): Promise<string[]> {
  const halfway = await prisma.order.findMany({
    where: { codConfirmStatus: "pending", codRemindAt: { lte: now }, codConfirmBy: { gt: now } },
    select: { id: true },
    orderBy: { codRemindAt: "asc" },
    take: batch,
  });
  const reminded: string[] = [];
  for (const { id } of halfway) {
    const done = await prisma.$transaction(async (tx) => {
      const taken = await tx.order.updateManyAndReturn({
        where: { id, codConfirmStatus: "pending", codRemindAt: { lte: now } },
        data: { codRemindAt: null },
        select: { id: true, number: true, userId: true, codConfirmBy: true, language: true },
      });
      if (taken.length === 0) return false;
      await enqueueCodReminderMail(tx, taken[0], deadlineText(taken[0].codConfirmBy!, taken[0].language));
      return true;
    }, TX_OPTIONS);
    if (done) reminded.push(id);
  }
  return reminded;
}

/** What the mailed link's page shows before anything is pressed: the order's number and its confirmation; null for a used, voided or unknown link. */
export async function codLinkView(token: string): Promise<{ number: string; status: CodConfirmStatus; by: string } | null> {
  const link = await orderOfLink(prisma, token, "confirm_cod");
  if (!link) return null;
  const order = await prisma.order.findUnique({ where: { id: link.orderId }, select: { number: true, codConfirmStatus: true, codConfirmBy: true } });
  if (!order?.codConfirmStatus || !order.codConfirmBy) return null;
  return { number: order.number, status: order.codConfirmStatus, by: order.codConfirmBy.toISOString() };
}
