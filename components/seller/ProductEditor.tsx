"use client";

import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { ProductForm, type EditableProduct } from "./ProductForm";

/** The edit form of the /{id} page, with word that the change was saved. */
export function ProductEditor({ product }: { product: EditableProduct }) {
  const [saved, setSaved] = useState(false);
  return (
    <div className="space-y-4">
      {saved && (
        <Banner tone="success" onClose={() => setSaved(false)}>
          Product updated.
        </Banner>
      )}
      <ProductForm target={{ kind: "edit", product }} submitLabel="Update" onSaved={() => setSaved(true)} />
    </div>
  );
}
