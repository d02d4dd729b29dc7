import { requireCaller } from "@/lib/auth/guard";
import { methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { renderPdf } from "@/lib/invoices/pdf";
import { pdfResponse, readCreditNote } from "@/lib/invoices/read";
import { idSchema } from "@/lib/validation/common";

/** A credit note as an A4 PDF; the same readers as its JSON. */
export const GET = route<{ id: string }>(async (request, { id }) => {
  const caller = await requireCaller(request);
  const { document } = await readCreditNote(caller, parseInput(idSchema, id, "id"));
  return pdfResponse(await renderPdf(document), document.number);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
