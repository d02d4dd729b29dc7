import { requireSellerCaller } from "@/lib/auth/guard";
import { badRequest } from "@/lib/errors";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toSellerLineJson } from "@/lib/api-json/orders";
import { setOrderLineStatus } from "@/lib/flows/set-line-status";
import { withStockShown } from "@/lib/flows/show-stock";
import { idSchema } from "@/lib/validation/common";
import { orderStatusSchema } from "@/lib/validation/orders";

/** `{orderId}` in the path is an order line's `_id` (docs/api.md, Orders); only that line's seller may change it. A cancellation may say why (`reason`). */
export const PUT = route<{ orderId: string }>(async (request, { orderId }) => {
  const seller = await requireSellerCaller(request);
  const lineId = parseInput(idSchema, orderId, "orderId");
  const body = await readJson(request, orderStatusSchema);
  if (body.orderId !== undefined && body.orderId !== lineId)
    throw badRequest("The body's orderId differs from the path.", { orderId: ["must match the path"] });
  const { line } = await withStockShown(setOrderLineStatus(seller.id, lineId, body.status, body.reason));
  return json(toSellerLineJson(line));
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("PUT");
export { otherMethods as GET, otherMethods as POST, otherMethods as DELETE, otherMethods as PATCH };
