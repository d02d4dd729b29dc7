import { requireCaller } from "@/lib/auth/guard";
import { json, parseInput, preflight, readOptionalJson, route } from "@/lib/http";
import { cancelOrder } from "@/lib/orders/shopper";
import { idSchema } from "@/lib/validation/common";
import { orderCancelSchema } from "@/lib/validation/orders";

/** The shopper cancels what no seller has accepted yet (optionally only `lineIds`); 409 when nothing can be. */
export const PUT = route<{ orderId: string }>(async (request, { orderId }) => {
  const caller = await requireCaller(request);
  const id = parseInput(idSchema, orderId, "orderId");
  const { lineIds } = await readOptionalJson(request, orderCancelSchema);
  return json(await cancelOrder(caller.id, id, lineIds));
});
export const OPTIONS = preflight;
