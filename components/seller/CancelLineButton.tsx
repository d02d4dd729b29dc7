"use client";

import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { TextAreaField } from "@/components/ui/TextAreaField";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { MAX_NOTE_LENGTH } from "@/lib/shared/order-events";
import type { SellerOrderLineJson } from "@/lib/api-json/orders";
import { api } from "@/lib/stores/api";
import { CrossIcon } from "./icons";

/**
 * Cancel one of the seller's lines, after a confirmation with the reason the shopper will read
 * (on their order's page and in their mail). A cancelled line is final and its units go back
 * to stock, so one stray click must not do it.
 */
export function CancelLineButton({ line, orderNumber, disabled }: { line: SellerOrderLineJson; orderNumber: string; disabled?: boolean }) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const [reason, setReason] = useState("");
  const item = `${line.productId.title}${line.size ? `, size ${line.size}` : ""}, × ${line.quantity}`;

  function cancel(event: React.FormEvent) {
    event.preventDefault();
    run(() => api(`/api/order/update/status/${line._id}`, { method: "PUT", body: { status: "Cancelled", reason: reason.trim() } }));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger
        aria-label="Cancel"
        title="Cancel"
        disabled={disabled}
        className="inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-red-600 px-2 text-red-700 hover:bg-red-50 disabled:opacity-50"
      >
        <CrossIcon />
      </DialogTrigger>
      <DialogContent
        title="Cancel this item?"
        description={`${item}, in order ${orderNumber}. The shopper pays nothing for it and reads your reason; this cannot be undone.`}
      >
        <form onSubmit={cancel} className="space-y-4">
          {error && <Banner tone="error">{error.message}</Banner>}
          <TextAreaField
            label="Reason for the shopper"
            name="reason"
            required
            maxLength={MAX_NOTE_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            hint="For example: out of stock in this size."
          />
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonClasses("ghost")}>Keep it</DialogClose>
            <Button type="submit" variant="danger" disabled={busy || reason.trim() === ""}>
              {busy ? "Cancelling…" : "Cancel item"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
