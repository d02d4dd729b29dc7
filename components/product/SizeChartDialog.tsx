"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { ProductJson } from "@/lib/catalog/products";

type SizeChart = NonNullable<ProductJson["sizeChart"]>;

// The dialog (Radix and the table) is fetched on the first click: most visitors never open it.
const SizeChartModal = dynamic(() => import("./SizeChartModal").then((m) => m.SizeChartModal), { ssr: false });

/** The "Size chart" link beside the sizes; it opens the product's chart in a dialog. */
export function SizeChartDialog({ title, chart }: { title: string; chart: SizeChart }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Radix gives focus back to a DialogTrigger; this button opens the dialog from outside it, so it takes focus back itself.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="text-sm font-medium text-brand underline underline-offset-2 hover:text-ink"
      >
        Size chart
      </button>
      {wanted && <SizeChartModal title={title} chart={chart} open={open} onOpenChange={onOpenChange} />}
    </>
  );
}
