import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";

// Who may read an invoice or a credit note: the shopper of its order, a seller of one of the
// lines it covers, and the shop's owner. Anyone else gets 404, as if it did not exist.

export interface Reader {
  id: string;
  owner: boolean;
}

async function mayRead(reader: Reader, orderId: string, lineIds: string[]): Promise<boolean> {
  if (reader.owner) return true;
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: { userId: true, lines: { where: { id: { in: lineIds }, sellerId: reader.id }, select: { id: true } } },
  });
  return !!order && (order.userId === reader.id || order.lines.length > 0);
}

export async function readInvoice(reader: Reader, id: string): Promise<{ id: string; document: InvoiceDocument }> {
  const row = await prisma.invoice.findUnique({ where: { id }, select: { id: true, orderId: true, lineIds: true, document: true } });
  if (!row || !(await mayRead(reader, row.orderId, row.lineIds))) throw notFound("No such invoice.");
  return { id: row.id, document: row.document as unknown as InvoiceDocument };
}

export async function readCreditNote(reader: Reader, id: string): Promise<{ id: string; document: CreditNoteDocument }> {
  const row = await prisma.creditNote.findUnique({ where: { id }, select: { id: true, orderId: true, lineIds: true, document: true } });
  if (!row || !(await mayRead(reader, row.orderId, row.lineIds))) throw notFound("No such credit note.");
  return { id: row.id, document: row.document as unknown as CreditNoteDocument };
}

/** How a document's PDF is served: inline, named by its number, never cached by a shared cache. */
export function pdfResponse(pdf: Buffer, number: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${number.replaceAll("/", "-")}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
