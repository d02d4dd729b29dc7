import { prisma } from "../db.ts";
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";
import { indianMonth } from "../tax/year.ts";

// The documents of a month, for the owner's reports (reports.ts, gstr1.ts). A month is India's
// calendar month; a document counts in the month it was issued, so a credit note nets against
// the month it is issued in, whatever its invoice's month.

export interface Issued {
  credit: boolean;
  /** A credit note has its invoice's number and date too. */
  document: InvoiceDocument & Partial<Pick<CreditNoteDocument, "invoiceNumber" | "invoiceDate">>;
}

/**
 * Every invoice and credit note the shop issued in the month, oldest first: its own supplies
 * only, as its GSTR-1 and sales register hold them; a marketplace seller's documents are the
 * seller's supplies, in the seller's returns.
 */
export async function issuedIn(month: string): Promise<Issued[]> {
  const where = { issuedAt: { gte: indianMonth(month).from, lt: indianMonth(month).to }, sellerId: null };
  const order = [{ issuedAt: "asc" as const }, { number: "asc" as const }];
  const [invoices, notes] = await Promise.all([
    prisma.invoice.findMany({ where, orderBy: order, select: { document: true, issuedAt: true } }),
    prisma.creditNote.findMany({ where, orderBy: order, select: { document: true, issuedAt: true } }),
  ]);
  return [
    ...invoices.map((row) => ({ credit: false, at: row.issuedAt, document: row.document as unknown as InvoiceDocument })),
    ...notes.map((row) => ({ credit: true, at: row.issuedAt, document: row.document as unknown as CreditNoteDocument })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.document.number < b.document.number ? -1 : 1))
    .map(({ credit, document }) => ({ credit, document }));
}

/** The totals of the invoices with these numbers, whatever month they were issued in. */
export async function invoiceTotals(numbers: string[]): Promise<Map<string, number>> {
  if (!numbers.length) return new Map();
  const rows = await prisma.invoice.findMany({ where: { number: { in: numbers } }, select: { number: true, document: true } });
  return new Map(rows.map((row) => [row.number, (row.document as unknown as InvoiceDocument).totals.totalPaise]));
}

/** The numbers of the shop's own delivery challans issued in the month (challan.ts), in order: a marketplace seller's are in their returns. */
export async function challanNumbersIn(month: string): Promise<string[]> {
  const rows = await prisma.deliveryChallan.findMany({
    where: { sellerId: null, issuedAt: { gte: indianMonth(month).from, lt: indianMonth(month).to } },
    orderBy: { sequence: "asc" },
    select: { number: true },
  });
  return rows.map((row) => row.number);
}
