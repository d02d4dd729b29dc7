import type { Prisma } from "../generated/prisma/client.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { productHsn } from "../tax/hsn.ts";
import { DELIVERY_SERVICE_RATE } from "../tax/rates.ts";
import { creditableLines, InvoiceNotIssuable, type CreditedLine, type InvoiceDocument } from "./document.ts";
import { issueChallanForExchanges } from "./challan.ts";
import { issueCreditNote, issueInvoice, sellerSupplier, supplierKey, type IssueCreditNote } from "./issue.ts";

// Issuing for order lines: what dispatch (one invoice per parcel), a line delivered without a
// parcel (lib/orders/status.ts), a return to origin and a cancel after dispatch call, in the
// transaction that makes the change. They read the order and its lines themselves, so a
// caller names only lines; each document is an event on the order's timeline. Each invoice
// has one supplier: the shop, or in a marketplace the seller of record of its lines
// (OrderLine.soldBy, fixed when the order was placed), whose business it names and in whose
// series it is numbered.

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
  /** The charges as the shop's own service at this rate (a marketplace's; then lineIds may be empty). */
  chargesRate?: number;
  /** Whether the invoice shows the round-off of cash on delivery (lib/money.ts cashRoundOffPaise); by the order's payment unless told. */
  cashRoundOff?: boolean;
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
        select: {
          id: true,
          title: true,
          size: true,
          quantity: true,
          amountPaise: true,
          soldBy: true,
          sellerId: true,
          product: { select: { hsn: true, categories: true } },
        },
      },
    },
  });
  if (order.lines.length !== new Set(input.lineIds).size) throw new RangeError(`not every line is in order ${input.orderId}`);
  const suppliers = new Set(order.lines.map(supplierKey));
  if (suppliers.size > 1) throw new RangeError("an invoice has one supplier: these lines have more than one seller of record");
  const [sellerId = null] = suppliers;
  const invoiced = await tx.invoice.findFirst({ where: { orderId: input.orderId, lineIds: { hasSome: [...input.lineIds] } }, select: { number: true } });
  if (invoiced) throw new RangeError(`some of these lines are already on invoice ${invoiced.number}`);
  const seller = sellerId === null ? undefined : await sellerSupplier(tx, sellerId);
  const { id, document } = await issueInvoice(tx, {
    orderId: input.orderId,
    address: order,
    seller,
    lines: order.lines.map((line) => ({
      lineId: line.id,
      description: description(line),
      hsn: productHsn(line.product ?? { hsn: null, categories: [] }),
      quantity: line.quantity,
      amountPaise: line.amountPaise,
    })),
    deliveryPaise: input.deliveryPaise,
    deliveryDescription: input.deliveryDescription,
    chargesRate: input.chargesRate,
    orderNumber: order.number,
    paidInCash: order.paymentMethod === "cod" && (input.cashRoundOff ?? true),
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
 * once nothing of the order will be delivered (lib/flows/refunds.ts settleCancelledLines),
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
 * Makes the transaction the only one invoicing these orders until it ends (an advisory lock
 * per order, taken in one order so that two callers cannot deadlock; taking one again in the
 * same transaction is free). Two parcels of one order dispatched at once would otherwise both
 * find no invoice billing the order's charges and both bill them.
 */
async function lockOrderInvoicing(tx: Prisma.TransactionClient, orderIds: readonly string[]): Promise<void> {
  for (const orderId of [...new Set(orderIds)].sort()) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`order-invoices:${orderId}`}, 0))`;
}

/**
 * Invoices the lines of one order that no invoice covers yet, when goods leave the shop: a
 * dispatched parcel's lines (lib/flows/dispatch-parcel.ts; a parcel lost and sent again keeps its
 * first invoice), or lines marked Delivered without a parcel; one invoice per supplier of the
 * lines (a parcel holds one seller's lines, so one). The order's charges (delivery, and the
 * cash-on-delivery fee, on one line) are billed with its first invoice, as cash on delivery
 * collects them with the first delivery (lib/orders/payment.ts), so the order's invoices add
 * up to what the shopper pays. A shop that is one business bills them on the goods' invoice at
 * the goods' rate (one composite supply); in an order with a marketplace seller's lines they
 * are the shop's own service, on an invoice of their own in the shop's series at
 * DELIVERY_SERVICE_RATE, and the invoices carry no cash round-off (one payment in cash covers
 * documents of several suppliers; the ledger's cash entry holds it). A supplier whose profile
 * has no address and state, or an old address without a state, cannot issue one: the dispatch
 * or delivery stands and those lines stay uninvoiced (docs/architecture.md, GST invoices).
 * Returns the id of the goods' invoice (the first, when several suppliers), or null, and that of
 * the shop's charges invoice when these lines brought one.
 */
export async function invoiceLinesLeavingShop(
  tx: Prisma.TransactionClient,
  orderId: string,
  lineIds: readonly string[],
  at?: Date,
): Promise<{ invoiceId: string | null; chargesInvoiceId: string | null }> {
  await lockOrderInvoicing(tx, [orderId]);
  const covered = await tx.invoice.findMany({ where: { orderId }, select: { lineIds: true, sellerId: true, document: true } });
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
  if (open.length === 0) return { invoiceId: null, chargesInvoiceId: null };
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { deliveryPaise: true, codFeePaise: true, lines: { select: { id: true, soldBy: true, sellerId: true } } },
  });
  const chargesPaise = order.deliveryPaise + order.codFeePaise;
  const deliveryDescription = order.codFeePaise > 0 ? "Delivery and cash-on-delivery charges" : undefined;
  const attempt = async (issue: () => Promise<string>) => {
    try {
      return await issue();
    } catch (error) {
      if (error instanceof InvoiceNotIssuable) return null;
      throw error;
    }
  };

  if (!order.lines.some((line) => line.soldBy === "seller")) {
    const first = covered.length === 0;
    const invoiceId = await attempt(() =>
      issueInvoiceForLines(tx, { orderId, lineIds: open, deliveryPaise: first ? chargesPaise : 0, deliveryDescription, at }),
    );
    return { invoiceId, chargesInvoiceId: null };
  }
  const bySupplier = new Map<string | null, string[]>();
  for (const line of order.lines.filter((line) => open.includes(line.id)))
    bySupplier.set(supplierKey(line), [...(bySupplier.get(supplierKey(line)) ?? []), line.id]);
  const ids: string[] = [];
  for (const lines of bySupplier.values()) {
    const id = await attempt(() => issueInvoiceForLines(tx, { orderId, lineIds: lines, cashRoundOff: false, at }));
    if (id) ids.push(id);
  }
  const chargesBilled = covered.some(
    (invoice) => invoice.sellerId === null && (invoice.document as unknown as InvoiceDocument).lines.some((line) => line.lineId === null),
  );
  const chargesInvoiceId =
    chargesPaise > 0 && !chargesBilled
      ? await attempt(() =>
          issueInvoiceForLines(tx, {
            orderId,
            lineIds: [],
            deliveryPaise: chargesPaise,
            deliveryDescription,
            chargesRate: DELIVERY_SERVICE_RATE,
            cashRoundOff: false,
            at,
          }),
        )
      : null;
  return { invoiceId: ids[0] ?? null, chargesInvoiceId };
}

/** Lines marked Delivered without a parcel (the spec's status call): one invoice per order for those no invoice covers yet; returns the invoice issued per order id. */
export async function invoiceDeliveredLines(tx: Prisma.TransactionClient, lines: readonly { id: string; orderId: string }[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  // Every order's lock before any number is taken: a counter row locked while waiting for
  // another order's lock could deadlock with its holder.
  await lockOrderInvoicing(
    tx,
    lines.map((line) => line.orderId),
  );
  for (const orderId of [...new Set(lines.map((line) => line.orderId))]) {
    const { invoiceId } = await invoiceLinesLeavingShop(
      tx,
      orderId,
      lines.filter((line) => line.orderId === orderId).map((line) => line.id),
    );
    if (invoiceId) ids.set(orderId, invoiceId);
  }
  return ids;
}
