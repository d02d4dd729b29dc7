import { PaymentTerms, type StorePayments } from "@/components/payments/PaymentTerms";
import type { PriceSummary as Summary } from "@/lib/money";
import { formatRupees, paiseToRupees } from "@/lib/money";

/**
 * Total MRP, 'Discount on MRP' (two decimals; docs/product.md, Cart) and the payable Total
 * Amount; with the shop's `payments`, the ways to pay and what each adds, before ordering.
 */
export function PriceSummary({ summary, payments }: { summary: Summary; payments?: StorePayments }) {
  return (
    <>
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
      {payments && (
        <div className="mt-3 border-t border-stone-200 pt-3">
          <PaymentTerms payments={payments} total={paiseToRupees(summary.totalPaise)} />
        </div>
      )}
    </>
  );
}
