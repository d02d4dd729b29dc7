import { requireOwnerCaller } from "@/lib/auth/guard";
import { methodNotAllowed, preflight, readQuery, route } from "@/lib/http";
import { salesRegisterCsv } from "@/lib/invoices/reports";
import { reportQuerySchema } from "@/lib/validation/reports";

/** The sales register: every invoice and credit note line issued in the month for ?month=YYYY-MM as CSV (UTF-8 with a byte-order mark); the shop's owner only. */
export const GET = route(async (request) => {
  await requireOwnerCaller(request);
  const { month } = readQuery(request, reportQuerySchema);
  return new Response(await salesRegisterCsv(month), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="sales-register-${month}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
