"use client";

import { useState } from "react";
import { ProductForm } from "./ProductForm";
import { SavedNotice } from "./SavedNotice";

/**
 * /add-item: on success the closable "Item Added Successfully." banner, brought into view with a link to the new
 * product in the shop, and a fresh, empty form.
 */
export function AddItemForm({ sellerId }: { sellerId: string }) {
  const [added, setAdded] = useState(0);
  const [addedId, setAddedId] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {addedId && <SavedNotice message="Item Added Successfully." productId={addedId} onClose={() => setAddedId(null)} />}
      <ProductForm
        // A new key mounts a new form: every field, the image and its preview start empty.
        key={added}
        target={{ kind: "add", sellerId }}
        submitLabel="Add product"
        onSaved={(product) => {
          setAdded((count) => count + 1);
          setAddedId(product.id);
        }}
      />
    </div>
  );
}
