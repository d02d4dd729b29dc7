import { orderOfLink } from "../security/link-token.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, conflict, notFound } from "../errors.ts";
import type { CodConfirmStatus, Order } from "../generated/prisma/client.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import { deadlineText } from "./cod-deadline.ts";
import { enqueueCodExpiredMail, enqueueCodReminderMail } from "./cod-mail.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { moveOrderLinesIn } from "./status.ts";

// Cash on delivery confirmed before dispatch (docs/architecture.md, Cash on delivery confirmed):
// a COD order above the shop's threshold is placed `pending` with a deadline; its lines cannot
// be accepted (lib/orders/status.ts FULFILLABLE) until the shopper says yes on the order page
// or by the link in the placed mail. Unanswered by the deadline, the shop cancels it (the pass
// in lib/side-work/passes.ts); halfway there the shopper is reminded.

export type CodAnswer = "confirm" | "cancel";

const ANSWERED: Record<CodAnswer, CodConfirmStatus> = { confirm: "confirmed", cancel: "cancelled" };

/** The shopper's note on the lines cancelled by their answer. */
const CANCELLED_NOTE = "Cancelled by the shopper when asked to confirm cash on delivery.";

/**
 * The shopper's answer, in the caller's transaction (lib/flows/answer-cod.ts): a conditional
 * update takes the order only while it is pending and before its deadline, so of an answer
 * and the expiry, or two answers, exactly one moves it (PostgreSQL's row lock makes the later
 * one re-read the row and find it changed). The order's other links are left as they are: an
 * answer by one of them gets the order's state (the same answer changes nothing, another is 409).
 * Confirm: event `cod_confirmed`, the sellers may accept. Cancel: the lines are cancelled as
 * the shopper's cancel does (units back once, the ledger's charges reversed, the sellers
 * mailed). The same answer again changes nothing (`changed: false`); anything else is 409:
 * `cod_expired` past the deadline, `conflict` for an order already answered the other way or
 * never asked.
 */
export async function answerCodIn(
  tx: Tx,
  order: Pick<Order, "id" | "userId">,
  answer: CodAnswer,
  now: Date,
): Promise<{ changed: boolean; stock: StockChanges }> {
  const status = ANSWERED[answer];
  const taken = await tx.order.updateMany({
    where: { id: order.id, codConfirmStatus: "pending", codConfirmBy: { gt: now } },
    data: { codConfirmStatus: status, codRemindAt: null },
  });
  if (taken.count === 0) {
    const current = await tx.order.findUnique({ where: { id: order.id }, select: { codConfirmStatus: true, codConfirmBy: true } });
    if (!current) throw notFound("No such order.");
    if (current.codConfirmStatus === status) return { changed: false, stock: NO_STOCK_CHANGES };
    if (current.codConfirmStatus === "expired" || (current.codConfirmStatus === "pending" && current.codConfirmBy))
      throw new AppError(
        409,
        "cod_expired",
        `The time to confirm this order ended at ${deadlineText(current.codConfirmBy!)}, so it is cancelled and nothing will be sent.`,
      );
    if (current.codConfirmStatus === null) throw conflict("This order does not wait for a confirmation.");
    throw conflict(`This order was already ${current.codConfirmStatus}.`);
  }
  if (answer === "confirm") {
    await recordOrderEvents(tx, [{ orderId: order.id, type: "cod_confirmed", by: "shopper", actorId: order.userId }]);
    return { changed: true, stock: NO_STOCK_CHANGES };
  }
  const lines = await tx.orderLine.findMany({ where: { orderId: order.id }, select: { id: true } });
  const { stock } = await moveOrderLinesIn(
    tx,
    order.userId ? { role: "shopper", userId: order.userId } : { role: "system", userId: null },
    lines.map((line) => line.id),
    "Cancelled",
    CANCELLED_NOTE,
  );
  return { changed: true, stock };
}

export interface CodPass {
  /** The orders this pass cancelled. */
  expired: string[];
  /** The orders whose shopper it reminded. */
  reminded: string[];
  /** The stock the cancelled lines gave back: the pages to expire. */
  stock: StockChanges;
}

function merge(a: StockChanges, b: StockChanges): StockChanges {
  return { products: [...new Set([...a.products, ...b.products])], listings: a.listings || b.listings };
}

/**
 * The shop's side of the confirmations (a pass in lib/side-work/passes.ts): every order still
 * pending past its deadline is cancelled, each in its own transaction that first takes it by
 * a conditional update (pending, past its time), so that of two passes, or a pass and the
 * shopper's answer, exactly one acts; only that one cancels the lines still Ordered through
 * lib/orders/status.ts (their units back once, the ledger's charges reversed), records
 * `cod_expired` and mails the shopper. Then the orders halfway to their deadline get their
 * reminder, each once (the same conditional update on `codRemindAt`).
 */
export async function runCodConfirmations(now: Date = new Date(), batch = 50): Promise<CodPass> {
  const pass: CodPass = { expired: [], reminded: [], stock: NO_STOCK_CHANGES };
  const due = await prisma.order.findMany({
    where: { codConfirmStatus: "pending", codConfirmBy: { lte: now } },
    select: { id: true },
    orderBy: { codConfirmBy: "asc" },
    take: batch,
  });
  for (const { id } of due) {
    const stock = await prisma.$transaction(async (tx) => {
      const taken = await tx.order.updateManyAndReturn({
        where: { id, codConfirmStatus: "pending", codConfirmBy: { lte: now } },
        data: { codConfirmStatus: "expired", codRemindAt: null },
        select: { id: true, number: true, userId: true, codConfirmBy: true },
      });
      if (taken.length === 0) return null;
      const order = taken[0];
      const why = `Cash on delivery not confirmed by ${deadlineText(order.codConfirmBy!)}.`;
      const lines = await tx.orderLine.findMany({ where: { orderId: id }, select: { id: true } });
      const moved = await moveOrderLinesIn(
        tx,
        { role: "system", userId: null },
        lines.map((line) => line.id),
        "Cancelled",
        why,
      );
      await recordOrderEvents(tx, [{ orderId: id, type: "cod_expired", by: "system", actorId: null, note: why }]);
      if (moved.lines.length) await enqueueCodExpiredMail(tx, order, deadlineText(order.codConfirmBy!));
      return moved.stock;
    }, TX_OPTIONS);
    if (stock) {
      pass.expired.push(id);
      pass.stock = merge(pass.stock, stock);
    }
  }
  const halfway = await prisma.order.findMany({
    where: { codConfirmStatus: "pending", codRemindAt: { lte: now }, codConfirmBy: { gt: now } },
    select: { id: true },
    orderBy: { codRemindAt: "asc" },
    take: batch,
  });
  for (const { id } of halfway) {
    const reminded = await prisma.$transaction(async (tx) => {
      const taken = await tx.order.updateManyAndReturn({
        where: { id, codConfirmStatus: "pending", codRemindAt: { lte: now } },
        data: { codRemindAt: null },
        select: { id: true, number: true, userId: true, codConfirmBy: true },
      });
      if (taken.length === 0) return false;
      await enqueueCodReminderMail(tx, taken[0], deadlineText(taken[0].codConfirmBy!));
      return true;
    }, TX_OPTIONS);
    if (reminded) pass.reminded.push(id);
  }
  return pass;
}

/** What the mailed link's page shows before anything is pressed: the order's number and its confirmation; null for a used, voided or unknown link. */
export async function codLinkView(token: string): Promise<{ number: string; status: CodConfirmStatus; by: string } | null> {
  const link = await orderOfLink(prisma, token, "confirm_cod");
  if (!link) return null;
  const order = await prisma.order.findUnique({ where: { id: link.orderId }, select: { number: true, codConfirmStatus: true, codConfirmBy: true } });
  if (!order?.codConfirmStatus || !order.codConfirmBy) return null;
  return { number: order.number, status: order.codConfirmStatus, by: order.codConfirmBy.toISOString() };
}
