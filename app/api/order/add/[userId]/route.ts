import { requireSelf } from "@/lib/auth/guard";
import { revalidateStock } from "@/lib/catalog/revalidate";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { placeOrder } from "@/lib/orders/place";
import { idempotencyKeySchema, orderInputSchema } from "@/lib/validation/orders";

/** Orders the whole cart; an `Idempotency-Key` header makes a retry return the first order. */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const key = request.headers.get("idempotency-key");
  const idempotencyKey = key === null ? undefined : parseInput(idempotencyKeySchema, key, "Idempotency-Key");
  const input = await readJson(request, orderInputSchema);
  const { order, stock } = await placeOrder(caller.id, input, idempotencyKey);
  await revalidateStock(stock);
  return json(order, 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
