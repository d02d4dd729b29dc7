import { FailedAttempt } from "@/components/delivery/FailedAttempt";
import { findCarrier } from "@/lib/shared/carriers";
import type { OrderJson } from "@/lib/api-json/orders";
import { orderDate } from "./orderDate";

const STATUS: Record<OrderJson["shipments"][number]["status"], string> = {
  in_transit: "On its way",
  delivered: "Delivered",
  rto: "Returned to the seller",
  lost: "Lost by the courier; to be sent again",
};

/** The order's parcels: carrier, AWB, the tracking link and what became of each, with the items in it. */
export function OrderShipments({ order }: { order: Pick<OrderJson, "shipments" | "items"> }) {
  if (order.shipments.length === 0) return null;
  const titles = new Map(order.items.map((line) => [line._id, line.productId.title]));
  return (
    <section aria-labelledby="parcels" className="rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="parcels" className="mb-3 text-sm font-semibold">
        Parcels
      </h2>
      <ul className="space-y-3">
        {order.shipments.map((shipment) => (
          <li key={shipment.id} data-testid="parcel" className="space-y-1">
            <p className="font-medium">
              {shipment.carrier} · <span className="font-mono">{shipment.awb}</span>
            </p>
            <p className="text-stone-600">
              {STATUS[shipment.status]} · sent {orderDate(shipment.shippedAt)}
            </p>
            <p className="text-stone-600">{shipment.lineIds.map((id) => titles.get(id) ?? "An item").join(", ")}</p>
            <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline">
              Track your parcel
            </a>
            <FailedAttempt shipment={shipment} viewer="shopper" />
            {findCarrier(shipment.carrier)?.awbInUrl === false && (
              <p className="text-xs text-stone-600">Enter the number {shipment.awb} on the carrier&apos;s page.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
