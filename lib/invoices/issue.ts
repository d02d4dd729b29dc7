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
} from "./document.ts";
import { nextNumber, type DocumentNumber } from "./numbering.ts";

// Issuing: number, build and store a document in the caller's transaction (the dispatch of a
// parcel, a cancel after dispatch, a return), so the document, its number and the change that
// causes it commit together or not at all.

/** The columns every issued document has. */
function issuedColumns(numbered: DocumentNumber, kind: InvoiceDocument["kind"], at: Date, lineIds: readonly { lineId: string }[], document: InvoiceDocument) {
  const { number, financialYear, sequence } = numbered;
  return {
    number,
    financialYear,
    sequence,
    kind,
    issuedAt: at,
    lineIds: lineIds.map((line) => line.lineId),
    document: document as unknown as Prisma.InputJsonObject,
  };
}

export interface IssueInvoice {
  orderId: string;
  address: DeliveryAddress;
  lines: readonly GoodsLine[];
  deliveryPaise?: number;
  deliveryDescription?: string;
  orderNumber?: string;
  paidInCash?: boolean;
  at?: Date;
}

export async function issueInvoice(tx: Prisma.TransactionClient, input: IssueInvoice): Promise<{ id: string; document: InvoiceDocument }> {
  const at = input.at ?? new Date();
  const shop = await readShopIn(tx);
  // Built before the number is taken: a document that cannot be issued (InvoiceNotIssuable)
  // throws before the counter moves, so a caller that goes on without it leaves no gap.
  const draft = buildInvoice({
    number: "",
    at,
    shop,
    address: input.address,
    lines: input.lines,
    deliveryPaise: input.deliveryPaise,
    deliveryDescription: input.deliveryDescription,
    orderNumber: input.orderNumber,
    paidInCash: input.paidInCash,
  });
  const numbered = await nextNumber(tx, "INV", at);
  const document: InvoiceDocument = { ...draft, number: numbered.number };
  const row = await tx.invoice.create({
    data: { ...issuedColumns(numbered, document.kind, at, input.lines, document), orderId: input.orderId },
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
    select: { orderId: true, document: true, creditNotes: { select: { document: true } } },
  });
  const numbered = await nextNumber(tx, "CN", at);
  const document = buildCreditNote({
    number: numbered.number,
    at,
    invoice: invoice.document as unknown as InvoiceDocument,
    lines: input.lines,
    deliveryPaise: input.deliveryPaise,
    earlier: invoice.creditNotes.map((note) => note.document as unknown as InvoiceDocument),
  });
  const row = await tx.creditNote.create({
    data: { ...issuedColumns(numbered, document.kind, at, input.lines, document), invoiceId: input.invoiceId, orderId: invoice.orderId, reason: input.reason },
    select: { id: true },
  });
  return { id: row.id, document };
}
