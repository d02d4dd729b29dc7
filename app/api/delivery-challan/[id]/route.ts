import { preflight } from "@/lib/http";
import { challanJson } from "@/lib/api-json/invoices";
import { readChallan } from "@/lib/invoices/read";
import { documentJson, notGet } from "../../tax-document";

/** A delivery challan as JSON, in rupees; for the shopper of its order, a seller of its lines or the owner; 404 for anyone else. */
export const GET = documentJson(readChallan, challanJson);
export const OPTIONS = preflight;
export { notGet as POST, notGet as PUT, notGet as DELETE, notGet as PATCH };
