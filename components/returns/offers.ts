import type { ProductJson } from "@/lib/catalog/products";
import type { OrderJson } from "@/lib/orders/json";
import { lastReturnDay, withinReturnWindow } from "@/lib/returns/window";
import type { ReturnJson, ShopJson } from "@/lib/validation/responses";
import type { ReturnableLine } from "./ReturnForm";

/** When the line was delivered: its parcel's delivery, else (marked delivered without a parcel) the timeline's; null when it has not been. */
function deliveredAt(order: Pick<OrderJson, "shipments" | "events">, lineId: string): Date | null {
  const parcel = order.shipments.find((shipment) => shipment.status === "delivered" && shipment.deliveredAt && shipment.lineIds.includes(lineId));
  if (parcel?.deliveredAt) return new Date(parcel.deliveredAt);
  const event = order.events.findLast((e) => e.type === "delivered" && (e.lineIds ?? []).includes(lineId));
  return event ? new Date(event.at) : null;
}

/** Units of the line that returns not rejected already hold. */
function heldUnits(returns: ReturnJson[], lineId: string): number {
  return returns
    .filter((ret) => ret.status !== "rejected")
    .flatMap((ret) => ret.lines)
    .filter((line) => line.lineId === lineId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

export interface LineOffer {
  line: ReturnableLine;
  /** The last Indian day (YYYY-MM-DD) the shopper may ask (lib/returns/window.ts). */
  until: string;
}

/**
 * What the order page offers on each line: a delivered line inside the shop's window, with units not yet
 * held by a return, may be returned, and exchanged for the product's other sizes in stock when the shop
 * offers exchanges. The server checks all of it again (POST /api/order/return answers 409 otherwise);
 * this only decides which buttons to show.
 */
export function lineOffers(
  order: Pick<OrderJson, "items" | "shipments" | "events">,
  returns: ReturnJson[],
  policy: ShopJson["returns"],
  products: Map<string, Pick<ProductJson, "size" | "stock">>,
  now: Date,
): Map<string, LineOffer> {
  const offers = new Map<string, LineOffer>();
  for (const item of order.items) {
    const delivered = item.status === "Delivered" ? deliveredAt(order, item._id) : null;
    const until = delivered && lastReturnDay(delivered, policy.windowDays);
    const returnable = item.quantity - heldUnits(returns, item._id);
    if (!delivered || !until || !withinReturnWindow(delivered, policy.windowDays, now) || returnable <= 0) continue;
    const product = item.productId._id ? products.get(item.productId._id) : undefined;
    const exchangeSizes =
      policy.exchange && product ? product.size.filter((size) => size !== item.size && (product.stock === null || (product.stock[size] ?? 0) > 0)) : [];
    offers.set(item._id, { line: { lineId: item._id, title: item.productId.title, size: item.size, returnable, exchangeSizes }, until });
  }
  return offers;
}
