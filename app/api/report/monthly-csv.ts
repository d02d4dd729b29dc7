import { requireOwnerCaller } from "@/lib/auth/guard";
import { methodNotAllowed, readQuery, route } from "@/lib/http";
import { reportQuerySchema } from "@/lib/validation/reports";

/**
 * A report of the owner's for ?month=YYYY-MM as a CSV attachment named `{name}-{month}.csv`
 * (docs/api.md, Reports): every report route is this with its own builder.
 */
export function monthlyCsv(name: string, build: (month: string) => Promise<string>) {
  return route(async (request) => {
    await requireOwnerCaller(request);
    const { month } = readQuery(request, reportQuerySchema);
    return new Response(await build(month), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${name}-${month}.csv"`,
        "cache-control": "private, no-store",
      },
    });
  });
}

/** What a report route answers to any method but GET. */
export const notGet = methodNotAllowed("GET");
