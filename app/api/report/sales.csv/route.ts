import { preflight } from "@/lib/http";
import { salesRegisterCsv } from "@/lib/invoices/reports";
import { monthlyCsv, notGet } from "../monthly-csv";

/** The sales register: every invoice and credit note line issued in the month, as CSV (UTF-8 with a byte-order mark); the shop's owner only. */
export const GET = monthlyCsv("sales-register", salesRegisterCsv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
