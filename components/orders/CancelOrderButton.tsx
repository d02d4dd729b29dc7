"use client";

import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { api } from "@/lib/stores/api";

/** Cancel order, after a confirmation: the items no seller has accepted yet are cancelled. */
export function CancelOrderButton({ orderId, cancellable, total }: { orderId: string; cancellable: number; total: number }) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const cancel = () => run(() => api(`/api/order/cancel/${orderId}`, { method: "PUT" }));
  const what =
    cancellable === total
      ? "The whole order is cancelled"
      : `${cancellable} of its ${total} items ${cancellable === 1 ? "is" : "are"} cancelled; items a seller has already accepted stay on their way`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("secondary", "md", "border-red-700 text-red-800 hover:bg-red-50")}>Cancel order</DialogTrigger>
      <DialogContent title="Cancel this order?" description={`${what}. You pay nothing for cancelled items.`}>
        {error && (
          <Banner tone="error" className="mb-4">
            {error.message}
          </Banner>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses("ghost")}>Keep my order</DialogClose>
          <Button variant="danger" onClick={cancel} disabled={busy}>
            {busy ? "Cancelling…" : "Cancel order"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
