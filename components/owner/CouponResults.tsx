import Link from "next/link";
import { formatRupeeAmount } from "@/lib/money";
import type { CouponJson } from "@/lib/validation/coupons";

/** How many coupons the dashboard lists: the newest; the Coupons page has them all. */
const SHOWN = 8;

/**
 * The owner's glance at their coupons (issue 43): per code, the uses (of the most allowed), the
 * discount given and the sales made with it (the items of its orders after every discount,
 * lib/coupons/uses.ts), and whether it has ended. Newest first.
 */
export function CouponResults({ coupons }: { coupons: CouponJson[] }) {
  if (coupons.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        No coupons yet.{" "}
        <Link href="/coupons" className="font-semibold text-brand underline">
          Make one
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-sm" data-testid="coupon-results">
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wider text-stone-600">
            <tr>
              <th className="px-3 py-2">Code</th>
              <th className="px-3 py-2 text-right">Uses</th>
              <th className="px-3 py-2 text-right">Discount given</th>
              <th className="px-3 py-2 text-right">Sales</th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {coupons.slice(0, SHOWN).map((coupon) => (
              <tr key={coupon.code} className="border-t border-stone-100">
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {coupon.code}
                  {coupon.ended && <span className="ml-2 text-xs font-normal text-stone-500">ended</span>}
                </th>
                <td className="px-3 py-2 text-right">
                  {coupon.uses}
                  {coupon.totalUses !== null && <span className="text-stone-500"> of {coupon.totalUses}</span>}
                </td>
                <td className="px-3 py-2 text-right">{formatRupeeAmount(coupon.discountGiven)}</td>
                <td className="px-3 py-2 text-right">{formatRupeeAmount(coupon.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link href="/coupons" className="text-sm font-semibold text-brand underline">
        All coupons
      </Link>
    </div>
  );
}
