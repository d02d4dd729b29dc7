import type { Metadata } from "next";
import { OrdersTable } from "@/components/seller/OrdersTable";
import { listSellerOrderLines } from "@/lib/orders/seller";
import { STATUS_TRANSITIONS } from "@/lib/orders/status";
import { requireSellerPage } from "@/lib/seller/guard";

export const metadata: Metadata = { title: "Orders" };

export default async function OrdersListPage() {
  const seller = await requireSellerPage();
  const lines = await listSellerOrderLines(seller.id);
  return (
    <main className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Orders</h1>
        <p className="text-sm text-stone-600">Each row is one item of an order for one of your products, newest first.</p>
      </div>
      <OrdersTable lines={lines} transitions={STATUS_TRANSITIONS} />
    </main>
  );
}
