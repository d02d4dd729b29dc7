import { prisma } from "../db.ts";
import type { Tx } from "../db/key-lock.ts";
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";
import type { DocumentNumber } from "./numbering.ts";

// The marketplace's commission invoices and credit notes to its sellers, as stored: one per
// seller and month, never changed once issued (lib/flows/commission-invoice.ts issues them).

export type CommissionDocument = InvoiceDocument | CreditNoteDocument;

/** The seller's month's commission document, if it was issued. */
export async function storedCommissionDocument(sellerId: string, month: string): Promise<{ id: string; document: CommissionDocument } | null> {
  const row = await prisma.commissionInvoice.findUnique({ where: { sellerId_month: { sellerId, month } }, select: { id: true, document: true } });
  return row && { id: row.id, document: row.document as unknown as CommissionDocument };
}

/** Keeps the month's document under its number (a second one for the same seller and month is refused by the unique index); its id. */
export async function keepCommissionDocumentIn(
  tx: Tx,
  issued: { numbered: DocumentNumber; series: "COM" | "CCN"; sellerId: string; month: string; issuedAt: Date; document: CommissionDocument },
): Promise<string> {
  const { numbered, series, sellerId, month, issuedAt, document } = issued;
  const row = await tx.commissionInvoice.create({
    data: { ...numbered, series, sellerId, month, issuedAt, document: document as object },
    select: { id: true },
  });
  return row.id;
}
