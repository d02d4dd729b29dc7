"use client";

import { buttonClasses, type ButtonVariant } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { AttemptFailedDialog } from "./AttemptFailedDialog";
import type { ShipmentJson } from "@/lib/api-json/orders";
import { api } from "@/lib/stores/api";

type Outcome = "delivered" | "rto" | "lost";

const OUTCOMES: { status: Outcome; label: string; variant: ButtonVariant; title: string; says: string; action: string }[] = [
  {
    status: "delivered",
    label: "Delivered",
    variant: "primary",
    title: "Mark this parcel delivered?",
    says: "The shopper has the parcel: its items count as delivered, and their return window starts.",
    action: "Mark delivered",
  },
  {
    status: "rto",
    label: "Returned (RTO)",
    variant: "secondary",
    title: "Mark this parcel returned to you?",
    says: "The parcel came back: its items go back into stock and the shopper pays nothing for them.",
    action: "Mark returned",
  },
  {
    status: "lost",
    label: "Lost",
    variant: "ghost",
    title: "Mark this parcel lost?",
    says: "The courier lost the parcel: its items go back to “To ship”, to be sent again.",
    action: "Mark lost",
  },
];

/**
 * A parcel in transit: what became of it (PUT /api/order/shipment/{shipmentId}). Each outcome
 * asks first, in a dialog that says what follows, as none can be undone; "Lost" is a quiet
 * button, not a red one beside "Delivered" where a slip would cost the most.
 */
export function ParcelActions({ shipment }: { shipment: Pick<ShipmentJson, "id" | "awb"> }) {
  return (
    <div className="flex flex-wrap gap-2">
      {OUTCOMES.map(({ status, label, variant, title, says, action }) => (
        <ConfirmDialog
          key={status}
          trigger={{ className: buttonClasses(variant, "sm"), children: label }}
          title={title}
          description={`${says} Parcel ${shipment.awb}.`}
          keep="Keep it in transit"
          action={action}
          busy="Saving…"
          onConfirm={() => api(`/api/order/shipment/${shipment.id}`, { method: "PUT", body: { status } })}
        />
      ))}
      <AttemptFailedDialog shipment={shipment} />
    </div>
  );
}
