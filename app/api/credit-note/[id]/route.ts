import { preflight } from "@/lib/http";
import { creditNoteJson } from "@/lib/api-json/invoices";
import { readCreditNote } from "@/lib/invoices/read";
import { documentJson, notGet } from "../../tax-document";

/** A credit note as JSON, in rupees: the invoice's shape plus the invoice it credits; the invoice's readers. */
export const GET = documentJson(readCreditNote, creditNoteJson);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
