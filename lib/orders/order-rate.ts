import { prisma } from "../db.ts";
import { assertRateLimitRoom, orderCounts, recordRateLimitHits } from "../security/rate-limit.ts";
import type { OrderInput } from "../validation/orders.ts";
import { placeOrder, type PlacedOrder } from "./place.ts";

/**
 * placeOrder, within the limits on orders per shopper and per client address
 * (lib/security/rate-limit.ts, orderCounts): 429 with Retry-After once either is full. Only
 * orders placed count; a refused one (empty cart, changed prices, out of stock) does not, and
 * a repeat of an order already placed under the same Idempotency-Key is answered whatever
 * the limits say.
 */
export async function placeOrderWithinRateLimits(userId: string, input: OrderInput, idempotencyKey: string | undefined, address: string): Promise<PlacedOrder> {
  const counts = orderCounts(userId, address);
  const repeat = idempotencyKey !== undefined && (await prisma.order.count({ where: { userId, idempotencyKey } })) > 0;
  if (!repeat) await assertRateLimitRoom(counts);
  const placed = await placeOrder(userId, input, idempotencyKey);
  if (!repeat) await recordRateLimitHits(counts);
  return placed;
}
