"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { ProductJson } from "@/lib/catalog/products";

type SizeChart = NonNullable<ProductJson["sizeChart"]>;

// The dialog (Radix and the table) is fetched on the first click: most visitors never open it.
const SizeChartModal = dynamic(() => import("./SizeChartModal").then((m) => m.SizeChartModal), { ssr: false });

/** The "Size chart" link beside the sizes; it opens the product's chart in a dialog. */
export function SizeChartDialog({ title, chart }: { title: string; chart: SizeChart }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
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
      {wanted && <SizeChartModal title={title} chart={chart} open={open} onOpenChange={setOpen} />}
    </>
  );
}
