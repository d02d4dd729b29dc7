import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { creditNoteJson } from "@/lib/invoices/json";
import { readCreditNote } from "@/lib/invoices/read";
import { idSchema } from "@/lib/validation/common";

/** A credit note as JSON, in rupees; for the shopper of its order, a seller of its lines or the owner; 404 for anyone else. */
export const GET = route<{ id: string }>(async (request, { id }) => {
  const caller = await requireCaller(request);
  const { document } = await readCreditNote(caller, parseInput(idSchema, id, "id"));
  return json(creditNoteJson(id, document));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
