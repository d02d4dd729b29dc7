import { preflight } from "@/lib/http";
import { gstr8Csv } from "@/lib/views/seller-reports";
import { monthlyCsv, notGet } from "../monthly-csv";

/** GSTR-8 table 3 of a marketplace: per seller, supplies, returns, net and the TCS collected; the shop's owner only. */
export const GET = monthlyCsv("gstr8", gstr8Csv);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
