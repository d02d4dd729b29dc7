import type { Metadata } from "next";
import { LowStockList } from "@/components/seller/LowStockList";
import { RecentOrderLines } from "@/components/seller/RecentOrderLines";
import { StatCards } from "@/components/seller/StatCards";
import { listSellerOrderLines, sellerOrderStats } from "@/lib/orders/seller";
import { requireSellerPage } from "@/lib/seller/guard";
import { lowStockSizes } from "@/lib/stock/low";

export const metadata: Metadata = { title: "Dashboard" };

const RECENT_LINES = 5;

export default async function DashboardPage() {
  const seller = await requireSellerPage();
  const [stats, lines, lowStock] = await Promise.all([sellerOrderStats(seller.id), listSellerOrderLines(seller.id, { limit: RECENT_LINES }), lowStockSizes(seller.id)]);
  return (
    <main className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <section aria-label="Order counts">
        <StatCards stats={stats} />
      </section>
      <section aria-labelledby="recent-orders" className="space-y-3">
        <h2 id="recent-orders" className="text-lg font-semibold">
          Recent orders
        </h2>
        <RecentOrderLines lines={lines} />
      </section>
      <section aria-labelledby="low-stock" className="space-y-3">
        <h2 id="low-stock" className="text-lg font-semibold">
          Low stock
        </h2>
        <LowStockList sizes={lowStock} />
      </section>
    </main>
  );
}
