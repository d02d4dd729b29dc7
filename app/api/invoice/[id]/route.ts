import { preflight } from "@/lib/http";
import { invoiceJson } from "@/lib/api-json/invoices";
import { readInvoice } from "@/lib/invoices/read";
import { documentJson, notGet } from "../../tax-document";

/** An invoice (or bill of supply) as JSON, in rupees; for the shopper of its order, a seller of its lines or the owner; 404 for anyone else. */
export const GET = documentJson(readInvoice, invoiceJson);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
