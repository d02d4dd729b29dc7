import type { PriceSummary as Summary } from "@/lib/money";
import { formatRupees } from "@/lib/money";

/** Total MRP, 'Discount on MRP' (two decimals; docs/product.md, Cart) and the payable Total Amount. */
export function PriceSummary({ summary }: { summary: Summary }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between">
        <dt>Total MRP</dt>
        <dd data-testid="total-mrp">{formatRupees(summary.mrpPaise)}</dd>
      </div>
      <div className="flex justify-between text-emerald-700">
        <dt>Discount on MRP</dt>
        <dd data-testid="discount">−{formatRupees(summary.discountPaise, { exact: true })}</dd>
      </div>
      <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-bold">
        <dt>Total Amount</dt>
        <dd data-testid="total-amount">{formatRupees(summary.totalPaise, { exact: true })}</dd>
      </div>
    </dl>
  );
}
