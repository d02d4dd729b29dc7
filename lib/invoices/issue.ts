import type { Prisma } from "../generated/prisma/client.ts";
import { readShopIn } from "../shop/profile.ts";
import {
  buildCreditNote,
  buildInvoice,
  type CreditedLine,
  type CreditNoteDocument,
  type DeliveryAddress,
  type GoodsLine,
  type InvoiceDocument,
  InvoiceNotIssuable,
  supplierOfSeller,
  type Supplier,
} from "./document.ts";
import { nextNumber, sellerSeries, type DocumentNumber, type Series } from "./numbering.ts";

// Issuing: number, build and store a document in the caller's transaction (the dispatch of a
// parcel, a cancel after dispatch, a return), so the document, its number and the change that
// causes it commit together or not at all. A marketplace seller's documents are numbered in
// their own series (lib/invoices/numbering.ts sellerSeries) by the same counter.

/** The columns every issued document has. */
function issuedColumns(
  numbered: DocumentNumber & { series: Series },
  sellerId: string | null,
  kind: InvoiceDocument["kind"],
  at: Date,
  lineIds: readonly { lineId: string }[],
  document: InvoiceDocument,
) {
  const { number, series, financialYear, sequence } = numbered;
  return {
    number,
    series,
    sellerId,
    financialYear,
    sequence,
    kind,
    issuedAt: at,
    lineIds: lineIds.map((line) => line.lineId),
    document: document as unknown as Prisma.InputJsonObject,
  };
}

/** A marketplace seller supplying the goods: their user id, their business's code and what the invoice says of them. */
export interface SellerSupplier {
  userId: string;
  code: string;
  supplier: Supplier;
}

/** Who supplies a line: a marketplace seller's user id when the line is theirs, null for the shop. */
export const supplierKey = (line: { soldBy: string; sellerId: string | null }) => (line.soldBy === "seller" ? (line.sellerId ?? "") : null);

/** A marketplace seller as the supplier of a document, from their business (InvoiceNotIssuable when it is gone or incomplete). */
export async function sellerSupplier(tx: Prisma.TransactionClient, userId: string): Promise<SellerSupplier> {
  const business = userId ? await tx.sellerBusiness.findUnique({ where: { userId } }) : null;
  if (!business) throw new InvoiceNotIssuable("the seller of these lines has no business on record");
  return { userId, code: business.code, supplier: supplierOfSeller(business) };
}

export interface IssueInvoice {
  orderId: string;
  address: DeliveryAddress;
  lines: readonly GoodsLine[];
  /** The supplier when not the shop: the invoice is theirs, in their series. */
  seller?: SellerSupplier;
  deliveryPaise?: number;
  /** The charges as the shop's service at this rate, not at the goods' (lib/invoices/document.ts). */
  chargesRate?: number;
  deliveryDescription?: string;
  orderNumber?: string;
  paidInCash?: boolean;
  at?: Date;
}

export async function issueInvoice(tx: Prisma.TransactionClient, input: IssueInvoice): Promise<{ id: string; document: InvoiceDocument }> {
  const at = input.at ?? new Date();
  const supplier = input.seller ? { seller: input.seller.supplier } : { shop: await readShopIn(tx) };
  // Built before the number is taken: a document that cannot be issued (InvoiceNotIssuable)
  // throws before the counter moves, so a caller that goes on without it leaves no gap.
  const draft = buildInvoice({
    number: "",
    at,
    ...supplier,
    address: input.address,
    lines: input.lines,
    deliveryPaise: input.deliveryPaise,
    chargesRate: input.chargesRate,
    deliveryDescription: input.deliveryDescription,
    orderNumber: input.orderNumber,
    paidInCash: input.paidInCash,
  });
  const series = input.seller ? sellerSeries(input.seller.code).invoice : "INV";
  const numbered = { ...(await nextNumber(tx, series, at)), series };
  const document: InvoiceDocument = { ...draft, number: numbered.number };
  const row = await tx.invoice.create({
    data: { ...issuedColumns(numbered, input.seller?.userId ?? null, document.kind, at, input.lines, document), orderId: input.orderId },
    select: { id: true },
  });
  return { id: row.id, document };
}

export interface IssueCreditNote {
  invoiceId: string;
  lines: readonly CreditedLine[];
  deliveryPaise?: number;
  /** Why the units were undone: cancelled, returned to origin, returned by the shopper. */
  reason: string;
  at?: Date;
}

export async function issueCreditNote(tx: Prisma.TransactionClient, input: IssueCreditNote): Promise<{ id: string; document: CreditNoteDocument }> {
  const at = input.at ?? new Date();
  // The invoice's row stays locked until the transaction ends, so two credit notes for it are
  // issued one after the other, the second seeing the first.
  await tx.$queryRaw`SELECT 1 FROM "Invoice" WHERE "id" = ${input.invoiceId} FOR UPDATE`;
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: input.invoiceId },
    select: { orderId: true, series: true, sellerId: true, document: true, creditNotes: { select: { document: true } } },
  });
  // A note is in its invoice's supplier's series: the shop's CN, or the seller's C{code}.
  const series = invoice.series === "INV" ? "CN" : sellerSeries(invoice.series.slice(1)).creditNote;
  const numbered = { ...(await nextNumber(tx, series, at)), series };
  const document = buildCreditNote({
    number: numbered.number,
    at,
    invoice: invoice.document as unknown as InvoiceDocument,
    lines: input.lines,
    deliveryPaise: input.deliveryPaise,
    earlier: invoice.creditNotes.map((note) => note.document as unknown as InvoiceDocument),
  });
  const row = await tx.creditNote.create({
    data: {
      ...issuedColumns(numbered, invoice.sellerId, document.kind, at, input.lines, document),
      invoiceId: input.invoiceId,
      orderId: invoice.orderId,
      reason: input.reason,
    },
    select: { id: true },
  });
  return { id: row.id, document };
}
