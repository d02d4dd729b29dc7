import type { OrderEventType } from "@/lib/shared/order-events";
import type { OrderJson } from "@/lib/api-json/orders";
import { orderDate } from "./orderDate";

type Viewer = "shopper" | "seller";
type Event = OrderJson["events"][number];

// Who made a change, as the one reading the timeline says it.
const WHO: Record<Viewer, Record<Event["by"], string>> = {
  shopper: { shopper: "you", seller: "the seller", owner: "the shop", system: "the shop" },
  seller: { shopper: "the shopper", seller: "you", owner: "the shop", system: "the shop" },
};

const WHAT: Record<OrderEventType, (who: string) => string> = {
  placed: (who) => `Placed by ${who}`,
  accepted: (who) => `Accepted by ${who}`,
  cancelled: (who) => `Cancelled by ${who}`,
  delivered: () => "Delivered",
  invoice_issued: () => "Invoice issued",
  credit_note_issued: () => "Credit note issued",
  delivery_challan_issued: () => "Delivery challan issued for the exchanged size",
  payment_pending: (who) => (who === "the shop" ? "Waiting for payment" : `UPI reference given by ${who}`),
  // The shop confirms a UPI payment (or Razorpay's webhook does); a shopper pays through Razorpay Checkout.
  paid: (who) => (who === "you" || who === "the shopper" ? `Paid by ${who}` : `Payment confirmed by ${who}`),
  payment_failed: (who) => `Payment not found by ${who}`,
  payment_expired: () => "Payment ended: nothing left to pay, or not paid in time",
  refunded: (who) => `Refund sent by ${who}`,
  cod_confirmed: (who) => `Cash on delivery confirmed by ${who}`,
  cod_expired: () => "Cash on delivery not confirmed in time: cancelled by the shop",
  shipped: (who) => `Shipped by ${who}`,
  shipment_delivered: () => "Parcel delivered",
  returned_to_origin: () => "Parcel returned to the seller",
  shipment_lost: () => "Parcel lost by the courier; to be sent again",
  delivery_failed: () => "Delivery attempt failed",
  delivery_retry_requested: (who) => `Another delivery attempt asked for by ${who}`,
  delivery_declined: (who) => `Parcel to go back to the seller, as asked by ${who}`,
  return_requested: (who) => `Return asked for by ${who}`,
  return_approved: (who) => `Return approved by ${who}`,
  return_rejected: (who) => `Return rejected by ${who}`,
  return_picked_up: () => "Return picked up",
  return_received: (who) => `Return received by ${who}`,
  return_refunded: (who) => `Return refunded by ${who}`,
  return_exchanged: (who) => `Exchange made by ${who}: the new size is to be sent`,
};

/** Steps of the seller's bookkeeping, not of the shopper's order: the shopper finds the invoice under Invoices. */
const SELLERS_ONLY = new Set<OrderEventType>(["invoice_issued", "delivery_challan_issued"]);

/**
 * An order's timeline in a card, oldest first: what changed, when, by whom, and which items; a seller's
 * reason for a cancellation in their words. The same events the order's JSON carries.
 */
export function OrderTimeline({ events, items, viewer }: { events: Event[]; items: OrderJson["items"]; viewer: Viewer }) {
  const titles = new Map(items.map((line) => [line._id, `${line.productId.title}${line.size ? ` (size ${line.size})` : ""}`]));
  return (
    <section aria-labelledby="timeline" className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="timeline" className="mb-3 text-sm font-semibold">
        Timeline
      </h2>
      <ol className="space-y-3 border-l-2 border-stone-200 pl-4 text-sm">
        {events
          .filter((event) => viewer === "seller" || !SELLERS_ONLY.has(event.type))
          .map((event, index) => {
            const named = (event.lineIds ?? []).map((id) => titles.get(id)).filter(Boolean);
            const who = WHO[viewer][event.by];
            return (
              <li key={index} className="relative">
                <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2 w-2 rounded-full bg-brand" />
                <p className="font-medium">
                  {WHAT[event.type](who)}
                  {named.length > 0 && <span className="font-normal text-stone-700">: {named.join(", ")}</span>}
                </p>
                {event.note && <p className="mt-0.5 wrap-anywhere text-stone-700">{event.type === "cancelled" ? `Reason: “${event.note}”` : event.note}</p>}
                <p className="text-xs text-stone-500">
                  <time dateTime={event.at}>{orderDate(event.at)}</time>
                </p>
              </li>
            );
          })}
      </ol>
    </section>
  );
}
