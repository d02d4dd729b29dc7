"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { api, toApiError } from "@/lib/stores/api";

/** "I will take it": after a failed attempt, the shopper asks for another (POST /api/order/shipment/{id}/retry). */
export function RetryDeliveryButton({ shipmentId }: { shipmentId: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask() {
    setBusy(true);
    setError(null);
    try {
      await api(`/api/order/shipment/${shipmentId}/retry`, { method: "POST" });
      router.refresh();
    } catch (caught) {
      setError(toApiError(caught).message);
      setBusy(false);
    }
  }

  return (
    <div className="space-y-1">
      <Button size="sm" disabled={busy} onClick={() => void ask()}>
        I will take it
      </Button>
      {error && <p className="text-red-700">{error}</p>}
    </div>
  );
}
