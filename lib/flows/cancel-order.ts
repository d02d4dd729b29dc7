import { badRequest, conflict, notFound } from "../errors.ts";
import { shopperOrder, shoppersOrderLineIds } from "../orders/shopper.ts";
import type { OrderRecord } from "../orders/records.ts";
import type { StockChanges } from "../shared/stock.ts";
import { moveOrderLines } from "./move-lines.ts";

// The shopper cancels what no seller has accepted yet (PUT /api/order/cancel/{orderId}),
// through lib/flows/move-lines.ts.

/**
 * The shopper cancels the lines of their order that no seller has accepted yet: all of them,
 * or only `lineIds`. Accepted and delivered lines stay; cancelled ones give their units back
 * to stock (`stock` says which pages that changes). Nothing left to cancel is 409.
 */
export async function cancelOrder(userId: string, orderId: string, lineIds?: string[]): Promise<{ order: OrderRecord; stock: StockChanges }> {
  const lines = await shoppersOrderLineIds(userId, orderId);
  if (!lines) throw notFound("No such order.");
  const own = new Set(lines);
  const strangers = (lineIds ?? []).filter((id) => !own.has(id));
  if (strangers.length) throw badRequest("Some of these lines are not in this order.", { lineIds: strangers.map((id) => `${id} is not a line of this order`) });
  const { lines: moved, stock } = await moveOrderLines({ role: "shopper", userId }, lineIds ?? [...own], "Cancelled");
  if (moved.length === 0) throw conflict("Nothing in this order can be cancelled any more: every item is already accepted, delivered or cancelled.");
  return { order: await shopperOrder(userId, orderId), stock };
}
