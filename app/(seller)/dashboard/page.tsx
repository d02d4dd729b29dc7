import type { Metadata } from "next";
import Link from "next/link";
import { CouponResults } from "@/components/owner/CouponResults";
import { RtoGlance } from "@/components/owner/RtoGlance";
import { SalesGlance } from "@/components/owner/SalesGlance";
import { LowStockList } from "@/components/seller/LowStockList";
import { isOpenReturn } from "@/components/returns/open";
import { RecentOrderLines } from "@/components/seller/RecentOrderLines";
import { ReturnsGlance } from "@/components/seller/ReturnsGlance";
import { StatCards } from "@/components/seller/StatCards";
import { listCoupons } from "@/lib/coupons/owner";
import { couponJson } from "@/lib/api-json/coupons";
import { rtoReport } from "@/lib/delivery/rto-report";
import { supplierProblem } from "@/lib/invoices/document";
import { indianMonthOf, monthGlance } from "@/lib/invoices/reports";
import { toSellerLineJson } from "@/lib/api-json/orders";
import { listSellerOrderLines, sellerOrderStats, sellerPaymentMix } from "@/lib/orders/seller";
import { returnsToHandle } from "@/lib/returns/read";
import { toReturnJson } from "@/lib/api-json/returns";
import { requireSellerPage } from "@/lib/seller/guard";
import { readShop } from "@/lib/shop/profile";
import { lowStockProducts } from "@/lib/stock/low";
import { pendingSellerRequests } from "@/lib/users/seller-requests";

export const metadata: Metadata = { title: "Dashboard" };

const RECENT_LINES = 5;
const RTO_DAYS = 30;

export default async function DashboardPage() {
  const seller = await requireSellerPage();
  const month = indianMonthOf(new Date());
  const [stats, mix, recent, lowStock, glance, shop, returns, requests, rto, coupons] = await Promise.all([
    sellerOrderStats(seller.id),
    sellerPaymentMix(seller.id),
    listSellerOrderLines(seller.id, { limit: RECENT_LINES, offset: 0 }),
    lowStockProducts(seller.id),
    seller.owner ? monthGlance(month) : null,
    seller.owner ? readShop() : null,
    returnsToHandle(seller),
    seller.owner ? pendingSellerRequests() : [],
    seller.owner ? rtoReport(RTO_DAYS) : null,
    seller.owner ? listCoupons() : null,
  ]);
  const openReturns = returns.filter(isOpenReturn).map((request) => toReturnJson(request));
  const cannotInvoice = shop && supplierProblem(shop);
  const monthName = new Date(`${month}-15T00:00:00+05:30`).toLocaleDateString("en-IN", { month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
  return (
    <main className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {requests.length > 0 && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {requests.length === 1 ? "1 request to sell waits" : `${requests.length} requests to sell wait`} for your decision.{" "}
          <Link href="/sellers" className="font-semibold underline">
            Decide on the Sellers page
          </Link>
        </p>
      )}
      <section aria-label="Order counts">
        <StatCards stats={stats} />
        <p className="mt-3 text-sm text-stone-600" data-testid="payment-mix">
          Paid in advance: <strong className="text-ink">{mix.prepaid}</strong> {mix.prepaid === 1 ? "order" : "orders"} · Cash on delivery:{" "}
          <strong className="text-ink">{mix.cod}</strong> {mix.cod === 1 ? "order" : "orders"}
        </p>
      </section>
      {glance && (
        <section aria-labelledby="sales" className="space-y-3">
          <h2 id="sales" className="text-lg font-semibold">
            The shop&apos;s sales in {monthName}
          </h2>
          {cannotInvoice && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              No invoices can be issued yet: {cannotInvoice}. Items marked delivered until then stay without one.{" "}
              <Link href="/shop-profile" className="font-semibold underline">
                Complete the shop profile
              </Link>
            </p>
          )}
          {shop && !cannotInvoice && !shop.gstin && (
            <p className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-sm text-stone-700" data-testid="bills-of-supply">
              The shop has no GSTIN, so it issues bills of supply: no GST is charged on its sales.{" "}
              <Link href="/shop-profile" className="font-semibold underline">
                Add the GSTIN
              </Link>{" "}
              once the shop is registered.
            </p>
          )}
          <SalesGlance glance={glance} month={month} monthName={monthName} marketplace={shop?.sellingModel === "marketplace"} />
        </section>
      )}
      {rto && (
        <section aria-labelledby="returned-to-origin" className="space-y-3">
          <h2 id="returned-to-origin" className="text-lg font-semibold">
            Parcels returned to origin, last {RTO_DAYS} days
          </h2>
          <RtoGlance report={rto} />
        </section>
      )}
      {coupons && (
        <section aria-labelledby="coupons" className="space-y-3">
          <h2 id="coupons" className="text-lg font-semibold">
            Coupons
          </h2>
          <CouponResults coupons={coupons.map(couponJson)} />
        </section>
      )}
      <section aria-labelledby="recent-orders" className="space-y-3">
        <h2 id="recent-orders" className="text-lg font-semibold">
          Recent orders
        </h2>
        <RecentOrderLines lines={recent.lines.map(toSellerLineJson)} />
      </section>
      <section aria-labelledby="returns-to-handle" className="space-y-3">
        <h2 id="returns-to-handle" className="text-lg font-semibold">
          Returns to handle ({openReturns.length})
        </h2>
        <ReturnsGlance open={openReturns} now={new Date()} />
      </section>
      <section aria-labelledby="low-stock" className="space-y-3">
        <h2 id="low-stock" className="text-lg font-semibold">
          Low stock
        </h2>
        <LowStockList products={lowStock} />
      </section>
    </main>
  );
}
