import { requireSellerSelf } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, readQuery, route } from "@/lib/http";
import { toSellerLineJson } from "@/lib/api-json/orders";
import { listSellerOrderLines } from "@/lib/orders/seller";
import { sellerOrderQuerySchema } from "@/lib/validation/orders";

/** The seller's order lines, newest first, a page at a time (the newest 50 without paging); X-Total-Count says how many match. */
export const GET = route<{ userId: string }>(async (request, { userId }) => {
  const seller = await requireSellerSelf(request, userId);
  const { limit, offset, status, q } = readQuery(request, sellerOrderQuerySchema);
  const { lines, total } = await listSellerOrderLines(seller.id, { limit, offset, status, search: q });
  return json(lines.map(toSellerLineJson), 200, { "X-Total-Count": String(total) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
