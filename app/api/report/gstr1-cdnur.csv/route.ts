import { preflight } from "@/lib/http";
import { gstr1CdnurCsv } from "@/lib/invoices/gstr1";
import { monthlyCsv, notGet } from "../monthly-csv";

/** GSTR-1 credit notes to unregistered recipients, the offline tool's cdnur layout: notes against B2CL invoices, a row per rate; the shop's owner only. */
export const GET = monthlyCsv("gstr1-cdnur", gstr1CdnurCsv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
