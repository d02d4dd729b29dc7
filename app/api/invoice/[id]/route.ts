import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { invoiceJson } from "@/lib/invoices/json";
import { readInvoice } from "@/lib/invoices/read";
import { idSchema } from "@/lib/validation/common";

/** An invoice (or bill of supply) as JSON, in rupees; for the shopper of its order, a seller of its lines or the owner; 404 for anyone else. */
export const GET = route<{ id: string }>(async (request, { id }) => {
  const caller = await requireCaller(request);
  const { document } = await readInvoice(caller, parseInput(idSchema, id, "id"));
  return json(invoiceJson(id, document));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
