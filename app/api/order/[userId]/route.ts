import { requireSelf } from "@/lib/auth/guard";
import { json, methodNotAllowed, preflight, readQuery, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { listShopperOrders } from "@/lib/orders/shopper";
import { orderListQuerySchema } from "@/lib/validation/orders";

/** The caller's orders, newest first; X-Total-Count says how many there are in all. */
export const GET = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const { orders, total } = await listShopperOrders(caller.id, readQuery(request, orderListQuerySchema));
  return json(orders.map(toOrderJson), 200, { "X-Total-Count": String(total) });
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("GET");
export { otherMethods as POST, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
