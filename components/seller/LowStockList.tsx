import Link from "next/link";
import type { LowStockProduct } from "@/lib/stock/low";
import { byUnitsLeft } from "@/lib/shared/stock";

const sizeNames = (sizes: string[]) => sizes.map((size) => size || "one size").join(", ");

/**
 * The dashboard's products that are sold out or nearly in some size (README.md, Stock): each product once, with
 * its low sizes grouped by what is left ("Sold out: S · 2 left: M, L"), linking to its edit page.
 */
export function LowStockList({ products }: { products: LowStockProduct[] }) {
  if (products.length === 0)
    return <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">No size of yours is running low.</p>;
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="low-stock">
      {products.map((product) => (
        <li key={product.productId} className="flex flex-col gap-1.5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <Link href={`/${product.productId}`} className="min-w-0 truncate font-medium hover:text-brand hover:underline">
            {product.title}
          </Link>
          <ul className="flex shrink-0 flex-wrap gap-1.5" aria-label={`Low sizes of ${product.title}`}>
            {byUnitsLeft(product.sizes).map(([units, sizes]) => (
              <li
                key={units}
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${units === 0 ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}`}
              >
                {units === 0 ? "Sold out" : `${units} left`}: {sizeNames(sizes)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
