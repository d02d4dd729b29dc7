import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import type { PrismaClient } from "../generated/prisma/client.ts";
import type { ChallanDocument } from "./challan.ts";
import type { CreditNoteDocument, InvoiceDocument } from "./document.ts";
import { renderPdf } from "./pdf.ts";

// Who may read an invoice, a credit note or a delivery challan: the shopper of its order, a seller of one of the
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

export async function readChallan(reader: Reader, id: string): Promise<{ id: string; document: ChallanDocument }> {
  const row = await prisma.deliveryChallan.findUnique({ where: { id }, select: { id: true, orderId: true, lineIds: true, document: true } });
  if (!row || !(await mayRead(reader, row.orderId, row.lineIds))) throw notFound("No such delivery challan.");
  return { id: row.id, document: row.document as unknown as ChallanDocument };
}

/** A document's PDF file name: its number, e.g. INV-2627-000001.pdf. */
const pdfFileName = (number: string) => `${number.replaceAll("/", "-")}.pdf`;

/** How a document's PDF is served: inline, named by its number, never cached by a shared cache. */
export function pdfResponse(pdf: Buffer, number: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${pdfFileName(number)}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** An invoice's PDF as a mail attachment (lib/mail/sender.ts), made from the invoice as issued. */
export async function invoiceAttachment(db: PrismaClient, id: string): Promise<{ filename: string; content: Buffer; contentType: string }> {
  const { document } = await db.invoice.findUniqueOrThrow({ where: { id }, select: { document: true } });
  const invoice = document as unknown as InvoiceDocument;
  return { filename: pdfFileName(invoice.number), content: await renderPdf(invoice), contentType: "application/pdf" };
}
