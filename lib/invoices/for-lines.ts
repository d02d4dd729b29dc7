import type { Prisma } from "../generated/prisma/client.ts";
import { recordOrderEvents } from "../orders/events.ts";
import { productHsn } from "../tax/hsn.ts";
import { creditableLines, InvoiceNotIssuable, type CreditedLine, type InvoiceDocument } from "./document.ts";
import { issueChallanForExchanges } from "./challan.ts";
import { issueCreditNote, issueInvoice, type IssueCreditNote } from "./issue.ts";

// Issuing for order lines: what dispatch (one invoice per parcel), a line delivered without a
// parcel (lib/orders/status.ts), a return to origin and a cancel after dispatch call, in the
// transaction that makes the change. They read the order and its lines themselves, so a
// caller names only lines; each document is an event on the order's timeline.

/** What an invoice line says of an order line: its title and size, the product's HSN. */
function description(line: { title: string; size: string }): string {
  return line.size ? `${line.title} (${line.size})` : line.title;
}

export interface InvoiceForLines {
  orderId: string;
  lineIds: readonly string[];
  /** Delivery charged with these lines (tax included): billed on the invoice at the goods' rate. */
  deliveryPaise?: number;
  /** What the charges line says (lib/invoices/document.ts): "Delivery charges" unless told. */
  deliveryDescription?: string;
  at?: Date;
}

/**
 * Issues one invoice for lines of an order: each line's amount is its `amountPaise` (its share
 * after the order's discount), its HSN the product's (the seller's code or its categories'
 * default; a deleted product's line takes the default of no category). Lines already on an
 * invoice are refused, so a line is never invoiced twice. Returns the invoice's id.
 * Throws InvoiceNotIssuable (lib/invoices/document.ts) before taking a number when the shop
 * profile or the delivery address lacks what the invoice must say.
 */
export async function issueInvoiceForLines(tx: Prisma.TransactionClient, input: InvoiceForLines): Promise<string> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: input.orderId },
    select: {
      number: true,
      paymentMethod: true,
      name: true,
      address: true,
      city: true,
      state: true,
      stateCode: true,
      pin: true,
      lines: {
        where: { id: { in: [...input.lineIds] } },
        orderBy: { id: "asc" },
        select: { id: true, title: true, size: true, quantity: true, amountPaise: true, product: { select: { hsn: true, categories: true } } },
      },
    },
  });
  if (order.lines.length !== new Set(input.lineIds).size) throw new RangeError(`not every line is in order ${input.orderId}`);
  const invoiced = await tx.invoice.findFirst({ where: { orderId: input.orderId, lineIds: { hasSome: [...input.lineIds] } }, select: { number: true } });
  if (invoiced) throw new RangeError(`some of these lines are already on invoice ${invoiced.number}`);
  const { id, document } = await issueInvoice(tx, {
    orderId: input.orderId,
    address: order,
    lines: order.lines.map((line) => ({
      lineId: line.id,
      description: description(line),
      hsn: productHsn(line.product ?? { hsn: null, categories: [] }),
      quantity: line.quantity,
      amountPaise: line.amountPaise,
    })),
    deliveryPaise: input.deliveryPaise,
    deliveryDescription: input.deliveryDescription,
    orderNumber: order.number,
    paidInCash: order.paymentMethod === "cod",
    at: input.at,
  });
  await recordOrderEvents(tx, [
    {
      orderId: input.orderId,
      type: "invoice_issued",
      by: "system",
      actorId: null,
      lineIds: order.lines.map((line) => line.id),
      data: { id, number: document.number },
    },
  ]);
  return id;
}

/** Issues a credit note and records it on the order's timeline; returns its id. */
async function creditOnTimeline(tx: Prisma.TransactionClient, orderId: string, note: IssueCreditNote): Promise<string> {
  const { id, document } = await issueCreditNote(tx, note);
  await recordOrderEvents(tx, [
    {
      orderId,
      type: "credit_note_issued",
      by: "system",
      actorId: null,
      lineIds: note.lines.map((line) => line.lineId),
      data: { id, number: document.number, invoiceNumber: document.invoiceNumber, reason: note.reason },
    },
  ]);
  return id;
}

export interface CreditForLines {
  orderId: string;
  lineIds: readonly string[];
  /** Why the units were undone: "cancelled", "returned to origin". */
  reason: string;
  at?: Date;
}

/**
 * The order's charges (delivery, cash-on-delivery fee) that its ledger has taken back and no
 * credit note has given back yet, on the invoice that billed them: the ledger credits them
 * once nothing of the order will be delivered (lib/payments/refunds.ts settleCancelledLines),
 * and the documents follow it, so the sales register and GSTR-1 never keep charges that were
 * never collected. Null when there is nothing to credit.
 */
async function uncreditedCharges(tx: Prisma.TransactionClient, orderId: string): Promise<{ invoiceId: string; paise: number } | null> {
  const [credited, invoices] = await Promise.all([
    tx.ledgerEntry.aggregate({ where: { orderId, kind: "credit", charge: { in: ["delivery", "cod_fee"] } }, _sum: { amountPaise: true } }),
    tx.invoice.findMany({ where: { orderId }, select: { id: true, document: true, creditNotes: { select: { document: true } } } }),
  ]);
  const chargesOf = (document: unknown) => (document as InvoiceDocument).lines.find((line) => line.lineId === null)?.totalPaise ?? 0;
  const billing = invoices.find((invoice) => chargesOf(invoice.document) > 0);
  if (!billing) return null;
  const onNotes = billing.creditNotes.reduce((sum, note) => sum + chargesOf(note.document), 0);
  const paise = Math.min((credited._sum.amountPaise ?? 0) - onNotes, chargesOf(billing.document) - onNotes);
  return paise > 0 ? { invoiceId: billing.id, paise } : null;
}

/**
 * Issues a credit note for what is left uncredited of these lines on each invoice of the order
 * that has them (one note per invoice), with the order's charges where its ledger has taken
 * them back (uncreditedCharges); lines on no invoice give nothing. Call it after the ledger's
 * entries of the change. Returns the ids of the notes issued.
 */
export async function creditInvoicedLines(tx: Prisma.TransactionClient, input: CreditForLines): Promise<string[]> {
  // Locks the order's invoices first, so two undoings of the same line take turns and the
  // second finds the first's note (and nothing left to credit).
  await tx.$queryRaw`SELECT 1 FROM "Invoice" WHERE "orderId" = ${input.orderId} ORDER BY "id" FOR UPDATE`;
  const charges = await uncreditedCharges(tx, input.orderId);
  const invoices = await tx.invoice.findMany({
    where: { orderId: input.orderId, OR: [{ lineIds: { hasSome: [...input.lineIds] } }, ...(charges ? [{ id: charges.invoiceId }] : [])] },
    orderBy: { sequence: "asc" },
    select: { id: true, document: true, creditNotes: { select: { document: true } } },
  });
  const ids: string[] = [];
  for (const invoice of invoices) {
    const lines = creditableLines(
      invoice.document as unknown as InvoiceDocument,
      invoice.creditNotes.map((note) => note.document as unknown as InvoiceDocument),
      input.lineIds,
    );
    const deliveryPaise = charges?.invoiceId === invoice.id ? charges.paise : 0;
    if (lines.length === 0 && deliveryPaise === 0) continue;
    ids.push(await creditOnTimeline(tx, input.orderId, { invoiceId: invoice.id, lines, deliveryPaise, reason: input.reason, at: input.at }));
  }
  return ids;
}

export interface CreditForUnits {
  orderId: string;
  /** Units of invoiced lines undone, with what they were charged (lib/money.ts returnedUnitsPaise). */
  units: readonly CreditedLine[];
  /** The order's charges refunded with them: credited on the invoice that billed them. */
  deliveryPaise: number;
  reason: string;
  at?: Date;
}

/**
 * Issues a credit note for some units of invoiced lines (a return of part of a line), one per
 * invoice holding them, and for the order's charges on the invoice that billed them when
 * `deliveryPaise` is more than 0. Lines on no invoice give nothing. Returns the notes' ids.
 */
export async function creditInvoicedUnits(tx: Prisma.TransactionClient, input: CreditForUnits): Promise<string[]> {
  await tx.$queryRaw`SELECT 1 FROM "Invoice" WHERE "orderId" = ${input.orderId} ORDER BY "id" FOR UPDATE`;
  const invoices = await tx.invoice.findMany({
    where: { orderId: input.orderId },
    orderBy: { sequence: "asc" },
    select: { id: true, lineIds: true, document: true },
  });
  const ids: string[] = [];
  for (const invoice of invoices) {
    const lines = input.units.filter((unit) => invoice.lineIds.includes(unit.lineId));
    const billsCharges = (invoice.document as unknown as InvoiceDocument).lines.some((line) => line.lineId === null);
    const deliveryPaise = billsCharges ? input.deliveryPaise : 0;
    if (lines.length === 0 && deliveryPaise === 0) continue;
    ids.push(await creditOnTimeline(tx, input.orderId, { invoiceId: invoice.id, lines, deliveryPaise, reason: input.reason, at: input.at }));
  }
  return ids;
}

/**
 * Invoices the lines of one order that no invoice covers yet, when goods leave the shop: a
 * dispatched parcel's lines (lib/delivery/dispatch.ts; a parcel lost and sent again keeps its
 * first invoice), or lines marked Delivered without a parcel. The order's charges (delivery,
 * and the cash-on-delivery fee, on one line at the goods' rate) are billed on its first
 * invoice, as cash on delivery collects them with the first delivery (lib/orders/payment.ts),
 * so the order's invoices add up to what the shopper pays. A shop whose profile has no address and state, or an old address
 * without a state, cannot issue one: the dispatch or delivery stands and the lines stay
 * uninvoiced (docs/architecture.md, GST invoices). Returns the invoice's id, or null.
 */
export async function invoiceLinesLeavingShop(tx: Prisma.TransactionClient, orderId: string, lineIds: readonly string[], at?: Date): Promise<string | null> {
  const covered = await tx.invoice.findMany({ where: { orderId }, select: { lineIds: true } });
  // A size sent in exchange is no new sale: the invoice of the line it replaces stands for it.
  const exchanges = await tx.returnLine.findMany({ where: { newLineId: { in: [...lineIds] } }, select: { newLineId: true } });
  const open = lineIds.filter((id) => !covered.some((invoice) => invoice.lineIds.includes(id)) && !exchanges.some((line) => line.newLineId === id));
  // A size sent in exchange travels with a delivery challan instead (Rule 55), in a series of
  // its own; each time it leaves (a lost parcel sent again too), as each consignment needs one.
  if (exchanges.length)
    await issueChallanForExchanges(
      tx,
      orderId,
      exchanges.map((line) => line.newLineId!),
      at,
    );
  if (open.length === 0) return null;
  const { deliveryPaise, codFeePaise } = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { deliveryPaise: true, codFeePaise: true } });
  const first = covered.length === 0;
  try {
    return await issueInvoiceForLines(tx, {
      orderId,
      lineIds: open,
      deliveryPaise: first ? deliveryPaise + codFeePaise : 0,
      deliveryDescription: codFeePaise > 0 ? "Delivery and cash-on-delivery charges" : undefined,
      at,
    });
  } catch (error) {
    if (error instanceof InvoiceNotIssuable) return null;
    throw error;
  }
}

/** Lines marked Delivered without a parcel (the spec's status call): one invoice per order for those no invoice covers yet; returns the invoice issued per order id. */
export async function invoiceDeliveredLines(tx: Prisma.TransactionClient, lines: readonly { id: string; orderId: string }[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const orderId of [...new Set(lines.map((line) => line.orderId))]) {
    const id = await invoiceLinesLeavingShop(
      tx,
      orderId,
      lines.filter((line) => line.orderId === orderId).map((line) => line.id),
    );
    if (id) ids.set(orderId, id);
  }
  return ids;
}
