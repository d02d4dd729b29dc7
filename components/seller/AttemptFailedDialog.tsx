"use client";

import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { useDialogAction } from "@/components/ui/useDialogAction";
import type { ShipmentJson } from "@/lib/api-json/orders";
import { api } from "@/lib/stores/api";

/**
 * The courier could not deliver: the parcel stays in transit, and the shopper is told why and
 * asked whether they will take it (PUT /api/order/shipment/{shipmentId}, status attempt_failed).
 */
export function AttemptFailedDialog({ shipment }: { shipment: Pick<ShipmentJson, "id" | "awb"> }) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const [reason, setReason] = useState("");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("secondary", "sm")}>Attempt failed</DialogTrigger>
      <DialogContent
        title="Delivery attempt failed?"
        description={`Parcel ${shipment.awb} stays in transit; the shopper is told why and asked whether they will take it.`}
      >
        {error && (
          <Banner tone="error" className="mb-4">
            {error.message}
          </Banner>
        )}
        <label className="mb-4 flex flex-col gap-1 text-sm font-medium">
          Why the courier could not deliver
          <textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={300}
            className="rounded border border-stone-300 p-2 font-normal"
          />
        </label>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses("ghost")}>Keep it as it is</DialogClose>
          <Button
            onClick={() => run(() => api(`/api/order/shipment/${shipment.id}`, { method: "PUT", body: { status: "attempt_failed", reason: reason.trim() } }))}
            disabled={busy || !reason.trim()}
          >
            {busy ? "Saving…" : "Record the failed attempt"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
