import { razorpayConfig } from "../config.ts";
import { prisma } from "../db.ts";
import { TX_OPTIONS, type Tx } from "../db/key-lock.ts";
import { AppError, badRequest, forbidden, notFound } from "../errors.ts";
import type { OrderActor, ReturnStatus } from "../generated/prisma/client.ts";
import { creditInvoicedUnits } from "../invoices/for-lines.ts";
import { wakeMailSender } from "../mail/sender.ts";
import { formatRupees } from "../money.ts";
import { recordOrderEvents, type OrderEventType } from "../shared/order-events.ts";
import { postEntries, type LedgerActor } from "../ledger/post.ts";
import { orderNews } from "../orders/lookups.ts";
import { addExchangeLineIn, countAddedLinesIn, countReturnedUnitsIn } from "../orders/returned.ts";
import { paymentIdOf, returnRefundWithRazorpay } from "../payments/read.ts";
import { oweRefundIn, sendReturnRefundIn } from "../payments/refunds.ts";
import { countRefund } from "./count-refund.ts";
import { returnUnits } from "../stock/units.ts";
import { NO_STOCK_CHANGES, type StockChanges } from "../shared/stock.ts";
import type { ReturnMove } from "../validation/returns.ts";
import { unitsText } from "./ask-return.ts";
import { exchangedFrom } from "../returns/held.ts";
import { toReturnJson, type ReturnJson } from "../returns/json.ts";
import { enqueueReturnMail } from "../returns/mail.ts";
import { closeRefundedIn, linkExchangeLineIn, moveReturnIn, setReturnRefundIn } from "../returns/moves.ts";
import { findReturn, type ReturnViewer } from "../returns/read.ts";
import type { ReturnRecord } from "../returns/records.ts";
import { nextReturnStatuses } from "../returns/status.ts";

// The seller of a return's lines (or the shop's owner) moves it (docs/architecture.md,
// Returns). Each move is a conditional update on the status it starts from, so two moves at
// once (two clicks on "Received") end in one, and what a move does to stock, invoices and
// money happens exactly once, in the transaction of that update.

const EVENT: Record<Exclude<ReturnStatus, "requested">, OrderEventType> = {
  approved: "return_approved",
  rejected: "return_rejected",
  picked_up: "return_picked_up",
  received: "return_received",
  refunded: "return_refunded",
  exchanged: "return_exchanged",
};

/** Only the seller of the lines and the owner move a return: its shopper and other sellers are 403, anyone else 404. */
function assertMayMove(actor: ReturnViewer, request: ReturnRecord): OrderActor {
  if (request.sellerId === actor.id) return "seller";
  if (actor.owner) return "owner";
  if (actor.admin || request.userId === actor.id) throw forbidden("Only the seller of these items or the shop's owner can move this return.");
  throw notFound("No such return.");
}

/** The pickup as mail says it: "Delhivery, AWB DL123". */
const pickupText = (request: Pick<ReturnRecord, "carrier" | "awb">) =>
  request.carrier && request.awb ? `${request.carrier}, AWB ${request.awb}` : (request.carrier ?? request.awb);

/**
 * Moves a return to `move.status`: 409 for a move its status does not allow (the message
 * names the allowed ones), or when another move got there first; 400 for `refunded` without
 * the transfer's reference. `received` puts the units back in stock, counts them on their
 * lines, credits their invoice and makes the refund owed; `rejected` gives an exchange's
 * reserved units back; `refunded` settles the refund; `exchanged` makes the new lines.
 * `refundOwed` says a refund was made owed, for the flow (lib/flows/move-return.ts) to send
 * through the payment provider once committed.
 */
export async function applyReturnMove(
  actor: ReturnViewer,
  returnId: string,
  move: ReturnMove,
): Promise<{ request: ReturnJson; stock: StockChanges; refundOwed: boolean }> {
  const result = await prisma.$transaction(async (tx) => {
    const request = await findReturn(returnId, tx);
    const by = assertMayMove(actor, request);
    const to = move.status;
    const allowed = nextReturnStatuses(request.kind, request.status);
    if (!allowed.includes(to)) {
      throw new AppError(409, "conflict", `This ${request.kind} is ${request.status}: it can move to ${allowed.join(" or ") || "nothing more"}, not ${to}.`);
    }
    if (to === "refunded" && (await refundingThroughRazorpay(tx, returnId))) {
      throw new AppError(409, "conflict", "This refund is being made through Razorpay: the return is refunded when Razorpay confirms it.");
    }
    if (to === "refunded" && request.refundPaise > 0 && !move.reference) {
      throw badRequest("Give the refund transfer's reference.", { reference: ["the UTR or bank reference of the refund"] });
    }
    const now = new Date();
    if (!(await moveReturnIn(tx, returnId, request.status, move, now)))
      throw new AppError(409, "conflict", "This return was just moved by someone else; reload it.");

    let stock = NO_STOCK_CHANGES;
    if (to === "received") stock = await receive(tx, request, now, { by, actorId: actor.id });
    if (to === "rejected" && request.kind === "exchange") stock = await releaseReserved(tx, request);
    if (to === "refunded") await settleRefund(tx, request, move.reference ?? null, now, { by, actorId: actor.id });
    if (to === "exchanged") await makeExchangeLines(tx, request);

    const after = await recordStep(tx, returnId, to, { by, actorId: actor.id, note: move.note });
    return { request: toReturnJson(after), stock, razorpay: to === "received" && request.refundPaise > 0 };
  }, TX_OPTIONS);
  wakeMailSender();
  return { request: result.request, stock: result.stock, refundOwed: result.razorpay };
}

/** The step on the order's timeline and in the shopper's mail; returns the return as it is now. */
async function recordStep(tx: Tx, returnId: string, to: Exclude<ReturnStatus, "requested">, who: { by: OrderActor; actorId: string | null; note?: string }) {
  const after = await findReturn(returnId, tx);
  await recordOrderEvents(tx, [
    {
      orderId: after.orderId,
      type: EVENT[to],
      by: who.by,
      actorId: who.actorId,
      lineIds: after.lines.map((line) => line.lineId),
      note: eventNote(after, to),
      data: { returnId },
    },
  ]);
  const order = await orderNews(tx, after.orderId);
  await enqueueReturnMail(tx, order, {
    number: after.number,
    kind: after.kind,
    status: to,
    refundPaise: after.refundPaise,
    items: unitsText(after.lines),
    note: who.note,
    pickup: pickupText(after),
    reference: after.reference,
  });
  return after;
}

/**
 * In the transaction that settles a return's Razorpay refund (lib/flows/razorpay-refunds.ts,
 * which counts it on the payment): the return is refunded, once, by the shop itself.
 */
export async function closeRefundedReturn(tx: Tx, returnId: string, reference: string): Promise<void> {
  if (await closeRefundedIn(tx, returnId, reference)) await recordStep(tx, returnId, "refunded", { by: "system", actorId: null });
}

function eventNote(request: ReturnRecord, to: ReturnStatus): string {
  const said = request.note ? `: ${request.note}` : "";
  if (to === "refunded")
    return `${request.number}: ${formatRupees(request.refundPaise)} refunded${request.reference ? `, reference ${request.reference}` : ""}`;
  if (to === "approved" || to === "picked_up") return `${request.number}${pickupText(request) ? ` (${pickupText(request)})` : ""}${said}`;
  return `${request.number}${said}`;
}

/** The units are back: in stock, counted on their lines, credited on their invoice, and for a return the refund owed. */
async function receive(tx: Tx, request: ReturnRecord, at: Date, who: LedgerActor): Promise<StockChanges> {
  const stock = await returnUnits(
    tx,
    request.lines.map(({ line, quantity }) => ({ productId: line.productId, size: line.size, quantity })),
  );
  await countReturnedUnitsIn(tx, request.lines);
  if (request.kind === "exchange") return stock;
  const unitsPaise = request.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  // A line an exchange shipped has no invoice of its own: the one of the line it replaced is credited.
  const replaced = await exchangedFrom(
    tx,
    request.lines.map((line) => line.lineId),
  );
  await creditInvoicedUnits(tx, {
    orderId: request.orderId,
    units: request.lines.map((line) => {
      const original = replaced.get(line.lineId)?.lineId;
      // The credit note says what came back: the size the exchange sent, not the one invoiced.
      const description = original ? `${line.line.title}${line.line.size ? ` (${line.line.size})` : ""}, sent in exchange` : undefined;
      return { lineId: original ?? line.lineId, quantity: line.quantity, amountPaise: line.amountPaise, ...(description ? { description } : {}) };
    }),
    deliveryPaise: request.refundPaise - unitsPaise,
    reason: "returned",
    at,
  });
  // The ledger takes the units and charges back and owes what was received for them: never
  // more than was received and not owed already (the owner may have refunded it all).
  const { owedPaise } = await postEntries(tx, request.orderId, who, [
    {
      kind: "credit",
      charge: "items",
      amountPaise: unitsPaise,
      lineIds: request.lines.map((line) => line.lineId),
      returnId: request.id,
      reason: `Returned ${request.number}`,
    },
    { kind: "credit", charge: "delivery", amountPaise: request.refundPaise - unitsPaise, returnId: request.id, reason: `Charges of ${request.number}` },
    { kind: "refund_owed", amountPaise: request.refundPaise, returnId: request.id, reason: `Refund of ${request.number}` },
  ]);
  if (owedPaise !== request.refundPaise) await setReturnRefundIn(tx, request.id, owedPaise);
  if (owedPaise > 0) {
    await oweRefundIn(tx, {
      paymentId: await paymentIdOf(tx, request.orderId),
      amountPaise: owedPaise,
      returnId: request.id,
      lineIds: request.lines.map((line) => line.lineId),
    });
  }
  return stock;
}

/** A rejected exchange gives back the units of the new size it reserved. */
function releaseReserved(tx: Tx, request: ReturnRecord): Promise<StockChanges> {
  return returnUnits(
    tx,
    request.lines.map(({ line, quantity, exchangeSize }) => ({ productId: line.productId, size: exchangeSize ?? line.size, quantity })),
  );
}

/**
 * Whether the return's refund is with Razorpay (pending, and the shop has Razorpay's keys):
 * only a refund Razorpay refused, or one the shop can no longer send, is settled by hand.
 */
async function refundingThroughRazorpay(tx: Tx, returnId: string): Promise<boolean> {
  if (!razorpayConfig()) return false;
  return returnRefundWithRazorpay(tx, returnId);
}

/** The refund was sent: its pending row settled with the reference, and the payment's refunded figure (and a prepaid payment's status) follow. */
async function settleRefund(tx: Tx, request: ReturnRecord, reference: string | null, at: Date, who: LedgerActor): Promise<void> {
  if (request.refundPaise === 0) return;
  const paymentId = await paymentIdOf(tx, request.orderId);
  await sendReturnRefundIn(tx, request.id, reference, at);
  await countRefund(tx, paymentId, request.refundPaise, {
    who,
    reference,
    reason: `Refund of ${request.number}`,
    lineIds: request.lines.map((line) => line.lineId),
    returnId: request.id,
  });
}

/** The new size ships as new Accepted lines of the order, at nothing more to pay: the seller dispatches them like any line. */
async function makeExchangeLines(tx: Tx, request: ReturnRecord): Promise<void> {
  for (const returned of request.lines) {
    const { line } = returned;
    const made = await addExchangeLineIn(tx, line, returned.exchangeSize ?? line.size, returned.quantity);
    await linkExchangeLineIn(tx, returned.id, made.id);
  }
  await countAddedLinesIn(tx, request.orderId, request.lines.length);
}
