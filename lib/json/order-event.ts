import type { OrderEvent } from "../generated/prisma/client.ts";
import type { OrderEventType } from "../shared/order-events.ts";
import type { OrderEventJson } from "../validation/responses.ts";

// An event of an order's timeline as the API speaks it: the order's JSON (lib/api-json/orders.ts)
// and a return's (lib/api-json/returns.ts) both carry them.

export function toOrderEventJson(event: OrderEvent): OrderEventJson {
  return {
    at: event.at.toISOString(),
    // Only lib/shared/order-events.ts writes events, and it writes only its own types.
    type: event.type as OrderEventType,
    by: event.by,
    ...(event.lineIds.length ? { lineIds: event.lineIds } : {}),
    ...(event.note ? { note: event.note } : {}),
  };
}
