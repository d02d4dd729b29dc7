"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button } from "@/components/ui/Button";
import type { ShipmentJson } from "@/lib/orders/json";
import { api, toApiError } from "@/lib/stores/api";

const OUTCOMES = [
  { status: "delivered", label: "Delivered", variant: "primary", confirm: null },
  {
    status: "rto",
    label: "Returned (RTO)",
    variant: "secondary",
    confirm: "The parcel came back: its items go back into stock and the shopper pays nothing for them.",
  },
  { status: "lost", label: "Lost", variant: "danger", confirm: "The courier lost the parcel: its items go back to “To ship”, to be sent again." },
] as const;

/** A parcel in transit: what became of it (PUT /api/order/shipment/{shipmentId}); RTO and lost ask first. */
export function ParcelActions({ shipment }: { shipment: Pick<ShipmentJson, "id" | "awb"> }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function close(status: (typeof OUTCOMES)[number]["status"] | "attempt_failed", confirm: string | null) {
    if (confirm && !window.confirm(`${confirm}\n\nParcel ${shipment.awb}.`)) return;
    const reason =
      status === "attempt_failed" ? window.prompt(`Why could the courier not deliver parcel ${shipment.awb}? The shopper is told.`)?.trim() : undefined;
    if (status === "attempt_failed" && !reason) return;
    setBusy(true);
    setError(null);
    try {
      await api(`/api/order/shipment/${shipment.id}`, { method: "PUT", body: { status, reason } });
      router.refresh();
    } catch (caught) {
      setError(toApiError(caught).message);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      {error && <Banner tone="error">{error}</Banner>}
      <div className="flex flex-wrap gap-2">
        {OUTCOMES.map(({ status, label, variant, confirm }) => (
          <Button key={status} size="sm" variant={variant} disabled={busy} onClick={() => void close(status, confirm)}>
            {label}
          </Button>
        ))}
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void close("attempt_failed", null)}>
          Attempt failed
        </Button>
      </div>
    </div>
  );
}
