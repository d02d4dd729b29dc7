import { requireSellerSelf } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, route } from "@/lib/http";
import { listSellerOrderLines } from "@/lib/orders/seller";

export const GET = route<{ userId: string }>(async (request, { userId }) => {
  const seller = await requireSellerSelf(request, userId);
  return json(await listSellerOrderLines(seller.id));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
