import { preflight } from "@/lib/http";
import { renderPdf } from "@/lib/invoices/pdf";
import { readInvoice } from "@/lib/invoices/read";
import { documentPdf, notGet } from "../../../tax-document";

/** An invoice (or bill of supply) as an A4 PDF; the same readers as its JSON. */
export const GET = documentPdf(readInvoice, renderPdf);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
