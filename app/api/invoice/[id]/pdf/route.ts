import { requireCaller } from "@/lib/auth/guard";
import { methodNotAllowed, parseInput, preflight, route } from "@/lib/http";
import { renderPdf } from "@/lib/invoices/pdf";
import { pdfResponse, readInvoice } from "@/lib/invoices/read";
import { idSchema } from "@/lib/validation/common";

/** An invoice (or bill of supply) as an A4 PDF; the same readers as its JSON. */
export const GET = route<{ id: string }>(async (request, { id }) => {
  const caller = await requireCaller(request);
  const { document } = await readInvoice(caller, parseInput(idSchema, id, "id"));
  return pdfResponse(await renderPdf(document), document.number);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
