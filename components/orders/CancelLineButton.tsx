"use client";

import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { api } from "@/lib/stores/api";

/** Cancel item, after a confirmation: that one line of the order (PUT /api/order/cancel/{orderId} with its `lineIds`), the rest stay. */
export function CancelLineButton({ orderId, lineId, title }: { orderId: string; lineId: string; title: string }) {
  return (
    <ConfirmDialog
      trigger={{
        className: "rounded px-1.5 py-1 text-sm font-semibold text-red-800 underline-offset-2 hover:bg-red-50 hover:underline",
        children: (
          <>
            Cancel item<span className="sr-only"> {title}</span>
          </>
        ),
      }}
      title="Cancel this item?"
      description={`“${title}” is cancelled; the other items of the order stay on their way. You pay nothing for it.`}
      keep="Keep it"
      action="Cancel item"
      busy="Cancelling…"
      onConfirm={() => api(`/api/order/cancel/${orderId}`, { method: "PUT", body: { lineIds: [lineId] } })}
    />
  );
}
