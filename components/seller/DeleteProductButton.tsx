"use client";

import { buttonClasses } from "@/components/ui/Button";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { api } from "@/lib/stores/api";

/** Delete, after a confirmation: a product is gone for good, though its order lines keep their copy. */
export function DeleteProductButton({ productId, title }: { productId: string; title: string }) {
  return (
    <ConfirmDialog
      trigger={{ className: buttonClasses("danger", "sm"), label: `Delete ${title}`, children: "Delete" }}
      title="Delete this product?"
      description={`“${title}” leaves the shop and every cart. Orders that include it keep their copy.`}
      keep="Keep it"
      action="Delete"
      busy="Deleting…"
      onConfirm={() => api(`/api/product/${productId}`, { method: "DELETE" })}
    />
  );
}
