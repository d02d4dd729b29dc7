import type { Prisma } from "../generated/prisma/client.ts";
import { returnedUnitsPaise } from "../money.ts";
import { recordOrderEvents } from "../shared/order-events.ts";
import { readShopIn } from "../shop/profile.ts";
import { splitInclusive, supplyKind } from "../tax/split.ts";
import { productHsn } from "../tax/hsn.ts";
import {
  InvoiceNotIssuable,
  recipientOf,
  supplierOf,
  unitOf,
  type DeliveryAddress,
  type InvoiceDocument,
  type Place,
  type Recipient,
  type ShopProfile,
  type Supplier,
} from "./document.ts";
import { sellerSupplier, supplierKey, type SellerSupplier } from "./issue.ts";
import { nextNumber, sellerSeries } from "./numbering.ts";
import { indianDay } from "../tax/year.ts";

// The delivery challan (Rule 55 of the CGST Rules) that travels with a size sent in exchange:
// goods leave the shop, but no new sale is made, since the invoice of the line it replaces
// stands for it (docs/architecture.md, GST invoices). It says what is sent, its value at the
// invoice's rate, the invoice it is against, and why; it charges nothing. Its consigner is the
// goods' seller of record: the shop, or in a marketplace the seller (in their series D{code}),
// as for the invoice it stands on.

export interface ChallanLine {
  /** The new line that ships. */
  lineId: string;
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** The rate of the invoice line it replaces (0 on a bill of supply). */
  rate: number;
  taxablePaise: number;
  /** Its value, tax included: the share of the replaced line's amount for these units. */
  valuePaise: number;
}

export interface ChallanDocument {
  kind: "delivery_challan";
  number: string;
  date: string;
  orderNumber: string;
  supplier: Supplier;
  recipient: Recipient;
  placeOfSupply: Place;
  purpose: string;
  /** The invoices of the lines replaced. */
  invoiceNumbers: string[];
  lines: ChallanLine[];
  totals: { taxablePaise: number; valuePaise: number };
}

/** A size sent in exchange: the line it replaces (as invoiced, when it was) and how many units. */
export interface Replacement {
  newLineId: string;
  title: string;
  oldSize: string;
  newSize: string;
  quantity: number;
  hsn: string;
  /** The replaced line's amount and quantity, to value the units by the rule refunds use. */
  replaced: { amountPaise: number; quantity: number };
  /** The rate of the replaced line on its invoice; null when it was never invoiced. */
  invoicedRate: number | null;
}

export interface ChallanInput {
  number: string;
  at: Date;
  orderNumber: string;
  shop: ShopProfile;
  /** The marketplace seller who is the goods' seller of record, when not the shop. */
  seller?: Supplier;
  address: DeliveryAddress;
  replacements: readonly Replacement[];
  invoiceNumbers: string[];
}

export function buildChallan(input: ChallanInput): ChallanDocument {
  if (input.replacements.length === 0) throw new RangeError("a delivery challan has at least one line");
  const supplier = input.seller ?? supplierOf(input.shop);
  const recipient = recipientOf(input.address);
  const supply = supplyKind(supplier.stateCode, recipient.stateCode);
  const lines = input.replacements.map((r): ChallanLine => {
    const valuePaise = returnedUnitsPaise(r.replaced, r.quantity);
    const rate = supplier.gstin ? (r.invoicedRate ?? 0) : 0;
    return {
      lineId: r.newLineId,
      description: r.newSize ? `${r.title} (${r.newSize}), in exchange for size ${r.oldSize}` : r.title,
      hsn: r.hsn,
      quantity: r.quantity,
      unit: unitOf(r.hsn),
      rate,
      taxablePaise: splitInclusive(valuePaise, rate, supply).taxablePaise,
      valuePaise,
    };
  });
  const invoices = input.invoiceNumbers.join(", ");
  return {
    kind: "delivery_challan",
    number: input.number,
    date: indianDay(input.at),
    orderNumber: input.orderNumber,
    supplier,
    recipient,
    placeOfSupply: { state: recipient.state, stateCode: recipient.stateCode },
    purpose: `Replacement sent for an exchange: not a supply, no tax is charged${invoices ? `; the goods were invoiced on ${invoices}` : ""}.`,
    invoiceNumbers: input.invoiceNumbers,
    lines,
    totals: { taxablePaise: lines.reduce((s, l) => s + l.taxablePaise, 0), valuePaise: lines.reduce((s, l) => s + l.valuePaise, 0) },
  };
}

/**
 * In the transaction that sends them (a dispatch, or lines marked delivered without a parcel):
 * the delivery challans of the order's lines among `lineIds` that are sizes sent in exchange,
 * one per seller of record (a parcel holds one seller's lines, so one). Returns their ids; none
 * when none of them is one, or when the supplier's profile or the address lacks what the
 * document must say (the goods still go, as for invoices).
 */
export async function issueChallanForExchanges(tx: Prisma.TransactionClient, orderId: string, lineIds: readonly string[], at = new Date()): Promise<string[]> {
  const exchanged = await tx.returnLine.findMany({
    where: { newLineId: { in: [...lineIds] }, line: { orderId } },
    orderBy: { newLineId: "asc" },
    select: {
      newLineId: true,
      quantity: true,
      line: { select: { id: true, title: true, size: true, quantity: true, amountPaise: true, product: { select: { hsn: true, categories: true } } } },
      newLine: { select: { size: true, soldBy: true, sellerId: true } },
    },
  });
  if (exchanged.length === 0) return [];
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { number: true, name: true, address: true, city: true, state: true, stateCode: true, pin: true },
  });
  const invoices = await tx.invoice.findMany({
    where: { orderId, lineIds: { hasSome: exchanged.map((e) => e.line.id) } },
    orderBy: { sequence: "asc" },
    select: { number: true, lineIds: true, document: true },
  });
  const invoiceLine = (lineId: string) =>
    invoices.flatMap((invoice) => (invoice.document as unknown as InvoiceDocument).lines).find((line) => line.lineId === lineId);
  const bySeller = new Map<string | null, typeof exchanged>();
  for (const e of exchanged) {
    const key = e.newLine ? supplierKey(e.newLine) : null;
    bySeller.set(key, [...(bySeller.get(key) ?? []), e]);
  }
  const shop = await readShopIn(tx);
  const ids: string[] = [];
  for (const [sellerId, group] of bySeller) {
    const replacements = group.map((e): Replacement => ({
      newLineId: e.newLineId!,
      title: e.line.title,
      oldSize: e.line.size,
      newSize: e.newLine?.size ?? e.line.size,
      quantity: e.quantity,
      hsn: invoiceLine(e.line.id)?.hsn ?? productHsn(e.line.product ?? { hsn: null, categories: [] }),
      replaced: e.line,
      invoicedRate: invoiceLine(e.line.id)?.rate ?? null,
    }));
    const ownInvoices = invoices.filter((invoice) => group.some((e) => invoice.lineIds.includes(e.line.id))).map((invoice) => invoice.number);
    const id = await issueChallan(tx, {
      orderId,
      at,
      sellerId,
      draft: { number: "", at, orderNumber: order.number, shop, address: order, replacements, invoiceNumbers: ownInvoices },
    });
    if (id) ids.push(id);
  }
  return ids;
}

/** One challan: numbered in its consigner's series and stored with its event; null when it cannot be issued. */
async function issueChallan(
  tx: Prisma.TransactionClient,
  input: { orderId: string; at: Date; sellerId: string | null; draft: ChallanInput },
): Promise<string | null> {
  const { orderId, at } = input;
  let seller: SellerSupplier | null = null;
  let draft = input.draft;
  try {
    if (input.sellerId !== null) seller = await sellerSupplier(tx, input.sellerId);
    draft = { ...draft, ...(seller ? { seller: seller.supplier } : {}) };
    buildChallan(draft);
  } catch (error) {
    if (error instanceof InvoiceNotIssuable) return null;
    throw error;
  }
  const series = seller ? sellerSeries(seller.code).challan : "DC";
  const numbered = await nextNumber(tx, series, at);
  const document = buildChallan({ ...draft, number: numbered.number });
  const row = await tx.deliveryChallan.create({
    data: {
      number: numbered.number,
      series,
      financialYear: numbered.financialYear,
      sequence: numbered.sequence,
      sellerId: seller?.userId ?? null,
      issuedAt: at,
      orderId,
      lineIds: document.lines.map((line) => line.lineId),
      document: document as unknown as Prisma.InputJsonObject,
    },
    select: { id: true },
  });
  await recordOrderEvents(tx, [
    {
      orderId,
      type: "delivery_challan_issued",
      by: "system",
      actorId: null,
      lineIds: document.lines.map((l) => l.lineId),
      data: { id: row.id, number: numbered.number },
    },
  ]);
  return row.id;
}
