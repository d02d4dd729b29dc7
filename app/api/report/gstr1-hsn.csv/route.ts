import { preflight } from "@/lib/http";
import { gstr1HsnCsv } from "@/lib/invoices/gstr1";
import { monthlyCsv, notGet } from "../monthly-csv";

/** GSTR-1 HSN summary (B2C), the offline tool's hsn layout: quantity, value and tax per HSN/SAC, unit and rate; the shop's owner only. */
export const GET = monthlyCsv("gstr1-hsn", gstr1HsnCsv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
