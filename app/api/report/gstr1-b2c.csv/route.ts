import { requireOwnerCaller } from "@/lib/auth/guard";
import { methodNotAllowed, preflight, readQuery, route } from "@/lib/http";
import { gstr1B2cCsv } from "@/lib/invoices/reports";
import { reportQuerySchema } from "@/lib/validation/reports";

/** The GSTR-1 B2C summary: taxable value and tax per place of supply and rate, net of credit notes, for ?month=YYYY-MM as CSV (UTF-8 with a byte-order mark); the shop's owner only. */
export const GET = route(async (request) => {
  await requireOwnerCaller(request);
  const { month } = readQuery(request, reportQuerySchema);
  return new Response(await gstr1B2cCsv(month), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="gstr1-b2c-${month}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
