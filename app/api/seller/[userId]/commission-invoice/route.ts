import { requireSellerSelfOrOwner } from "@/lib/auth/guard";
import { methodNotAllowed, parseInput, preflight, readQuery, route } from "@/lib/http";
import { renderPdf } from "@/lib/invoices/pdf";
import { pdfResponse } from "@/lib/invoices/read";
import { commissionInvoice } from "@/lib/flows/commission-invoice";
import { idSchema } from "@/lib/validation/common";
import { reportQuerySchema } from "@/lib/validation/reports";

/** The shop's commission invoice to a marketplace seller for ?month=YYYY-MM as a PDF, or its credit note for a month whose commission is negative (that seller, or the owner); issued the first time it is asked for after the month. */
export const GET = route<{ userId: string }>(async (request, params) => {
  const userId = parseInput(idSchema, params.userId, "userId");
  await requireSellerSelfOrOwner(request, userId);
  const { month } = readQuery(request, reportQuerySchema);
  const { document } = await commissionInvoice(userId, month);
  return pdfResponse(await renderPdf(document), document.number);
});

export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
