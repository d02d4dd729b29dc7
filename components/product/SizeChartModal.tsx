"use client";

import { Dialog, DialogClose, DialogContent } from "@/components/ui/Dialog";
import { buttonClasses } from "@/components/ui/Button";
import type { ProductJson } from "@/lib/catalog/products";

interface SizeChartModalProps {
  title: string;
  chart: NonNullable<ProductJson["sizeChart"]>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const UNIT_NAMES = { cm: "centimetres", in: "inches" } as const;

/** The size chart as a table: one row per size, a column per measurement, the unit in the caption and headers. */
export function SizeChartModal({ title, chart, open, onOpenChange }: SizeChartModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Size chart" description={`${title}: measurements in ${UNIT_NAMES[chart.unit]}.`}>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">
              Size chart of {title}, in {UNIT_NAMES[chart.unit]}
            </caption>
            <thead>
              <tr className="border-b border-stone-300 text-left">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Size
                </th>
                {chart.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                    {column} ({chart.unit})
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row) => (
                <tr key={row.size} className="border-b border-stone-200 last:border-0">
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    {row.size}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={chart.columns[index]} className="px-3 py-2 text-right tabular-nums">
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-5 flex justify-end">
          <DialogClose className={buttonClasses("secondary")}>Close</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
