import { preflight } from "@/lib/http";
import { payoutsCsv } from "@/lib/views/seller-reports";
import { monthlyCsv, notGet } from "../monthly-csv";

/** What the shop owed and paid each marketplace seller in the month, from their statements; the shop's owner only. */
export const GET = monthlyCsv("payouts", payoutsCsv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
