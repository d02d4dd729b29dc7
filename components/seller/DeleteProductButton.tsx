"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { Button, buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { ApiError, api } from "@/lib/stores/api";

/** Delete, after a confirmation: a product is gone for good, though its order lines keep their copy. */
export function DeleteProductButton({ productId, title }: { productId: string; title: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await api(`/api/product/${productId}`, { method: "DELETE" });
      setOpen(false);
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The shop could not be reached. Try again.");
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger className={buttonClasses("danger", "sm")} aria-label={`Delete ${title}`}>
        Delete
      </DialogTrigger>
      <DialogContent title="Delete this product?" description={`“${title}” leaves the shop and every cart. Orders that include it keep their copy.`}>
        {error && (
          <Banner tone="error" className="mb-4">
            {error}
          </Banner>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses("ghost")}>Keep it</DialogClose>
          <Button variant="danger" onClick={remove} disabled={deleting}>
            {deleting ? "Deleting…" : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
