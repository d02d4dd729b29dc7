"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/Button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/Dialog";
import { ProductForm, type EditableProduct } from "./ProductForm";

/** The Update dialog of /myproducts: the shared product form, closed again once saved. */
export function ProductUpdateDialog({ product }: { product: EditableProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonClasses("secondary", "sm")} aria-label={`Update ${product.title}`}>
        Update
      </DialogTrigger>
      <DialogContent title="Update product" description="Change any field; without a new image the current one stays.">
        <ProductForm
          target={{ kind: "edit", product }}
          submitLabel="Update"
          onSaved={() => setOpen(false)}
          secondaryAction={<DialogClose className={buttonClasses("ghost")}>Cancel</DialogClose>}
        />
      </DialogContent>
    </Dialog>
  );
}
