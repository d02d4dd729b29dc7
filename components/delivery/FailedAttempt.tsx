import type { ShipmentJson } from "@/lib/orders/json";
import { orderDate } from "@/components/orders/orderDate";
import { RetryDeliveryButton } from "./RetryDeliveryButton";

/**
 * A parcel in transit after a failed delivery attempt: when, what the courier said, and whether
 * the shopper said they will take it; the shopper gets the button to say so.
 */
export function FailedAttempt({ shipment, viewer }: { shipment: ShipmentJson; viewer: "shopper" | "seller" }) {
  const attempt = shipment.lastFailedAttempt;
  if (shipment.status !== "in_transit" || !attempt) return null;
  return (
    <div data-testid="failed-attempt" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
      <p>
        Delivery attempt failed {orderDate(attempt.at)}: {attempt.reason}
        {shipment.failedAttempts > 1 && ` (${shipment.failedAttempts} attempts)`}
      </p>
      {shipment.retryRequested ? (
        <p className="font-semibold">
          {viewer === "shopper" ? "You said you will take it; the courier will try again." : "The shopper will take it: ask the courier to try again."}
        </p>
      ) : viewer === "shopper" ? (
        <RetryDeliveryButton shipmentId={shipment.id} />
      ) : (
        <p>The shopper has not answered yet.</p>
      )}
    </div>
  );
}
