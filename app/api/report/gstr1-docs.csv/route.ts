import { preflight } from "@/lib/http";
import { gstr1DocsCsv } from "@/lib/invoices/gstr1";
import { monthlyCsv, notGet } from "../monthly-csv";

/** GSTR-1 documents issued, the offline tool's docs layout: per series the first and last number and the count; the shop's owner only. */
export const GET = monthlyCsv("gstr1-docs", gstr1DocsCsv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
