import type { ShipmentJson } from "@/lib/api-json/orders";
import { orderDate } from "@/components/orders/orderDate";
import { ParcelAnswerPanel } from "./ParcelAnswerPanel";

const ANSWERED = {
  shopper: {
    retry: "You said you will take it; the courier will try again.",
    decline: "You said you no longer want it; it goes back to the seller, and nothing is charged for its items.",
  },
  seller: {
    retry: "The shopper will take it: ask the courier to try again.",
    decline: "The shopper no longer wants it: ask the courier to return it, and mark it Returned to origin when it arrives.",
  },
} as const;

/**
 * A parcel in transit after a failed delivery attempt: when, what the courier said, and the
 * shopper's answer (they will take it, or it goes back); the shopper gets the buttons to answer,
 * or to change their mind.
 */
export function FailedAttempt({ shipment, viewer }: { shipment: ShipmentJson; viewer: "shopper" | "seller" }) {
  const attempt = shipment.lastFailedAttempt;
  if (shipment.status !== "in_transit" || !attempt) return null;
  const given = shipment.retryRequested ? "retry" : shipment.declined ? "decline" : undefined;
  return (
    <div data-testid="failed-attempt" className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-950">
      <p>
        Delivery attempt failed {orderDate(attempt.at)}: {attempt.reason}
        {shipment.failedAttempts > 1 && ` (${shipment.failedAttempts} attempts)`}
      </p>
      {given ? <p className="font-semibold">{ANSWERED[viewer][given]}</p> : viewer === "seller" && <p>The shopper has not answered yet.</p>}
      {viewer === "shopper" && <ParcelAnswerPanel shipmentId={shipment.id} given={given} />}
    </div>
  );
}
