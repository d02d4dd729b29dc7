import { clientAddress } from "@/lib/security/client-address";
import { requireSelf } from "@/lib/auth/guard";
import { json, methodNotAllowed, parseInput, preflight, readJson, route } from "@/lib/http";
import { toOrderJson } from "@/lib/api-json/orders";
import { placeOrderWithinRateLimits } from "@/lib/flows/place-order";
import { withStockShown } from "@/lib/flows/show-stock";
import { idempotencyKeySchema, orderInputSchema } from "@/lib/validation/orders";

/** Orders the whole cart; an `Idempotency-Key` header makes a retry return the first order. 429 with Retry-After past the order limits. Paid by Razorpay: its Razorpay order is made now (once, also on a retry). */
export const POST = route<{ userId: string }>(async (request, { userId }) => {
  const caller = await requireSelf(request, userId);
  const key = request.headers.get("idempotency-key");
  const idempotencyKey = key === null ? undefined : parseInput(idempotencyKeySchema, key, "Idempotency-Key");
  const input = await readJson(request, orderInputSchema);
  const { order } = await withStockShown(placeOrderWithinRateLimits(caller.id, input, idempotencyKey, clientAddress(request)));
  return json(toOrderJson(order), 201);
});
export const OPTIONS = preflight;

const otherMethods = methodNotAllowed("POST");
export { otherMethods as GET, otherMethods as PUT, otherMethods as DELETE, otherMethods as PATCH };
