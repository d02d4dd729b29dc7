import { preflight } from "@/lib/http";
import { renderChallanPdf } from "@/lib/invoices/challan-pdf";
import { readChallan } from "@/lib/invoices/read";
import { documentPdf, notGet } from "../../../tax-document";

/** A delivery challan as an A4 PDF; the same readers as the order's invoices. */
export const GET = documentPdf(readChallan, renderChallanPdf);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
