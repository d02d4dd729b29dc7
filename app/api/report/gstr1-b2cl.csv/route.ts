import { preflight } from "@/lib/http";
import { gstr1B2clCsv } from "@/lib/invoices/gstr1";
import { monthlyCsv, notGet } from "../monthly-csv";

/** GSTR-1 B2C (large), the offline tool's b2cl layout: each inter-state invoice above ₹1,00,000, a row per rate; the shop's owner only. */
export const GET = monthlyCsv("gstr1-b2cl", gstr1B2clCsv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
