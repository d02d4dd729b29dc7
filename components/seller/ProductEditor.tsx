"use client";

import { useState } from "react";
import { ProductForm, type EditableProduct } from "./ProductForm";
import { SavedNotice } from "./SavedNotice";

/** The edit form of the /{id} page, with word that the change was saved (brought into view) and a link to the product in the shop. */
export function ProductEditor({ product }: { product: EditableProduct }) {
  const [saves, setSaves] = useState(0);
  return (
    <div className="space-y-4">
      {saves > 0 && <SavedNotice key={saves} message="Product updated." productId={product._id} onClose={() => setSaves(0)} />}
      <ProductForm target={{ kind: "edit", product }} submitLabel="Update" onSaved={() => setSaves((count) => count + 1)} />
    </div>
  );
}
