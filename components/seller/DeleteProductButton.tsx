"use client";

import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { useDialogAction } from "@/components/ui/useDialogAction";
import { api } from "@/lib/stores/api";

/** Delete, after a confirmation: a product is gone for good, though its order lines keep their copy. */
export function DeleteProductButton({ productId, title }: { productId: string; title: string }) {
  const { open, onOpenChange, busy, error, run } = useDialogAction();
  const remove = () => run(() => api(`/api/product/${productId}`, { method: "DELETE" }));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={buttonClasses("danger", "sm")} aria-label={`Delete ${title}`}>
        Delete
      </DialogTrigger>
      <DialogContent title="Delete this product?" description={`“${title}” leaves the shop and every cart. Orders that include it keep their copy.`}>
        {error && (
          <Banner tone="error" className="mb-4">
            {error.message}
          </Banner>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses("ghost")}>Keep it</DialogClose>
          <Button variant="danger" onClick={remove} disabled={busy}>
            {busy ? "Deleting…" : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
