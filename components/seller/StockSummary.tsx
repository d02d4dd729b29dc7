import { LOW_STOCK_UNITS, type Stock } from "@/lib/shared/stock";

/** A product's stock on My products: units per size, low ones marked, or that it is not tracked. */
export function StockSummary({ stock }: { stock: Stock }) {
  if (stock === null) return <p className="text-sm text-stone-500">Stock not tracked</p>;
  const entries = Object.entries(stock);
  return (
    <p className="text-sm text-stone-600" data-testid="stock-summary">
      <span className="text-stone-500">Stock: </span>
      {entries.map(([size, units], index) => (
        <span key={size}>
          {index > 0 && " · "}
          {size ? `${size} ` : "Units "}
          <span className={units === 0 ? "font-semibold text-red-700" : units <= LOW_STOCK_UNITS ? "font-semibold text-amber-700" : "font-semibold text-ink"}>
            {units}
          </span>
        </span>
      ))}
    </p>
  );
}
