import Link from "next/link";
import { formatRupeeAmount } from "@/lib/money";
import type { SellerOrderLineJson } from "@/lib/api-json/orders";
import { SELLER_ORDERS_PATH } from "@/lib/shared/order-paths";
import { sellerStatusLabel, StatusBadge } from "./StatusBadge";

/** The dashboard's short list of the newest order lines; the full table is /orders/list. */
export function RecentOrderLines({ lines }: { lines: SellerOrderLineJson[] }) {
  if (lines.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
        No orders yet. New orders of your products show up here.
      </p>
    );
  return (
    <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {lines.map((line) => (
        <li key={line._id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
          <div className="min-w-0">
            <p className="truncate font-medium">{line.productId.title}</p>
            <p className="text-stone-600">
              {line.quantity} × {formatRupeeAmount(line.price)}
              {line.size && ` · Size ${line.size}`} · {line.orderNumber} · {line.address.name}, {line.address.pin}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold tabular-nums">{formatRupeeAmount(line.amount)}</span>
            <StatusBadge status={line.status} label={sellerStatusLabel(line)} />
          </div>
        </li>
      ))}
      <li className="px-4 py-3 text-sm">
        <Link href={SELLER_ORDERS_PATH} className="font-semibold text-brand hover:underline">
          All orders →
        </Link>
      </li>
    </ul>
  );
}
