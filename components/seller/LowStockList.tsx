import Link from "next/link";
import type { LowStockSize } from "@/lib/stock/low";

/** The dashboard's sizes that are sold out or nearly (README.md, Stock), each linking to its product's edit page. */
export function LowStockList({ sizes }: { sizes: LowStockSize[] }) {
  if (sizes.length === 0) return <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">No size of yours is running low.</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="low-stock">
      {sizes.map((row) => (
        <li key={`${row.productId}:${row.size}`} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
          <div className="min-w-0">
            <Link href={`/${row.productId}`} className="block truncate font-medium hover:text-brand hover:underline">
              {row.title}
            </Link>
            <p className="text-stone-600">{row.size ? `Size ${row.size}` : "One size"}</p>
          </div>
          <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${row.units === 0 ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}`}>
            {row.units === 0 ? "Sold out" : `${row.units} left`}
          </span>
        </li>
      ))}
    </ul>
  );
}
