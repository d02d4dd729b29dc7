import { preflight } from "@/lib/http";
import { gstr1B2csCsv } from "@/lib/invoices/gstr1";
import { monthlyCsv, notGet } from "../monthly-csv";

/** GSTR-1 B2C (small), the offline tool's b2cs layout: taxable value per place of supply and rate, net of credit notes; the shop's owner only. */
export const GET = monthlyCsv("gstr1-b2c", gstr1B2csCsv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
