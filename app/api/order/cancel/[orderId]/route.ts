import { requireCaller } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readOptionalJson, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { cancelOrder } from "@/lib/flows/cancel-order";
import { withStockShown } from "@/lib/flows/show-stock";
import { idSchema } from "@/lib/validation/common";
import { orderCancelSchema } from "@/lib/validation/orders";

/** The shopper cancels what no seller has accepted yet (optionally only `lineIds`); 409 when nothing can be. */
export const PUT = route<{ orderId: string }>(async (request, { orderId }) => {
  const caller = await requireCaller(request);
  const id = parseInput(idSchema, orderId, "orderId");
  const { lineIds } = await readOptionalJson(request, orderCancelSchema);
  const { order } = await withStockShown(cancelOrder(caller.id, id, lineIds));
  return json(toOrderJson(order));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
