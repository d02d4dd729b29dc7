"use client";

import { useState } from "react";
import { Banner } from "@/components/ui/Banner";
import { ProductForm } from "./ProductForm";

/** /add-item: on success the closable "Item Added Successfully." banner and a fresh, empty form. */
export function AddItemForm({ sellerId }: { sellerId: string }) {
  const [added, setAdded] = useState(0);
  const [bannerOpen, setBannerOpen] = useState(false);
  return (
    <div className="space-y-4">
      {bannerOpen && (
        <Banner tone="success" onClose={() => setBannerOpen(false)}>
          Item Added Successfully.
        </Banner>
      )}
      <ProductForm
        // A new key mounts a new form: every field, the image and its preview start empty.
        key={added}
        target={{ kind: "add", sellerId }}
        submitLabel="Add product"
        onSaved={() => {
          setAdded((count) => count + 1);
          setBannerOpen(true);
        }}
      />
    </div>
  );
}
