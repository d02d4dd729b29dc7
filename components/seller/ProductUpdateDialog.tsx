"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { ProductForm, type EditableProduct } from "./ProductForm";
import { showSaved } from "./SavedToast";

/** The Update dialog of /myproducts: the shared product form, closed again once saved, when My products says so (SavedToast). */
export function ProductUpdateDialog({ product }: { product: EditableProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonClasses("secondary", "sm")} aria-label={`Update ${product.title}`}>
        Update
      </DialogTrigger>
      <DialogContent title="Update product" description="Change any field, the photos too: add, remove or reorder them. The shop shows the changes at once.">
        <ProductForm
          target={{ kind: "edit", product }}
          submitLabel="Update"
          onSaved={(saved) => {
            setOpen(false);
            showSaved({ message: `Changes saved to “${saved.title}”.`, productId: saved.id });
          }}
          secondaryAction={<DialogClose className={buttonClasses("ghost")}>Cancel</DialogClose>}
        />
      </DialogContent>
    </Dialog>
  );
}
