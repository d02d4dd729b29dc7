import { requireSelf } from "@/lib/auth/guard";
import { json, parseInput, preflight, readJson, route } from "@/lib/http";
import { placeOrder } from "@/lib/orders/place";
import { idempotencyKeySchema, orderInputSchema } from "@/lib/validation/orders";

/** Orders the whole cart; an `Idempotency-Key` header makes a retry return the first order. */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const key = request.headers.get("idempotency-key");
  const idempotencyKey = key === null ? undefined : parseInput(idempotencyKeySchema, key, "Idempotency-Key");
  const input = await readJson(request, orderInputSchema);
  return json(await placeOrder(caller.id, input, idempotencyKey), 201);
});
export const OPTIONS = preflight;
