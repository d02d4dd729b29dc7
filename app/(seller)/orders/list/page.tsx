import type { Metadata } from "next";
import Link from "next/link";
import { OrderSearch } from "@/components/seller/OrderSearch";
import { OrdersTable } from "@/components/seller/OrdersTable";
import { OrderStatus } from "@/lib/generated/prisma/enums";
import { toSellerOrderJson } from "@/lib/api-json/orders";
import { SELLER_ORDERS_PATH } from "@/lib/shared/order-paths";
import { listSellerOrders } from "@/lib/orders/seller";
import { sellerStatusMoves } from "@/lib/orders/status";
import { readShop } from "@/lib/shop/profile";
import { requireSellerPage } from "@/lib/seller/guard";

export const metadata: Metadata = { title: "Orders" };

const PER_PAGE = 20;
const STATUSES = Object.values(OrderStatus);

/** The status views: accepted lines are those still to ship (open an order to dispatch them); shipped ones are in transit. */
const FILTER_LABEL: Record<OrderStatus, string> = {
  Ordered: "Ordered",
  Accepted: "To ship",
  Shipped: "In transit",
  Delivered: "Delivered",
  ReturnedToOrigin: "Returned to origin",
  Cancelled: "Cancelled",
};

/** Not line statuses: the lines of cash-on-delivery orders waiting for their shopper's confirmation, and those in a parcel whose delivery attempt failed. */
const UNCONFIRMED = "unconfirmed" as const;
const ATTEMPT_FAILED = "attempt_failed" as const;

type Query = { page?: string; status?: string; q?: string };

/** The page's own address for a view: the status filter and the search kept, the page changed. */
function href({ page, status, q }: { page?: number; status?: string; q?: string }): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (q) params.set("q", q);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${SELLER_ORDERS_PATH}?${query}` : SELLER_ORDERS_PATH;
}

/** Reads the address's query leniently: an unknown status or a nonsense page shows the first page of everything. */
function readQuery(query: Query) {
  const requested = Number(query.page);
  const status = query.status === UNCONFIRMED || query.status === ATTEMPT_FAILED ? query.status : STATUSES.find((s) => s === query.status);
  const q = query.q?.trim().slice(0, 40) || undefined;
  return { page: Number.isInteger(requested) && requested > 1 ? requested : 1, status, q };
}

export default async function OrdersListPage({ searchParams }: { searchParams: Promise<Query> }) {
  const seller = await requireSellerPage();
  const { page, status, q } = readQuery(await searchParams);
  const [{ orders, total }, shop] = await Promise.all([
    listSellerOrders(seller.id, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE, status, search: q }),
    readShop(),
  ]);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const firstNumber = 1 + (page - 1) * PER_PAGE;
  const shown = orders.map(toSellerOrderJson);
  const filters = [
    { label: "All", value: undefined },
    { label: "To confirm", value: UNCONFIRMED },
    ...STATUSES.map((s) => ({ label: FILTER_LABEL[s], value: s })),
    { label: "Delivery failed", value: ATTEMPT_FAILED },
  ];

  return (
    <main className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Orders</h1>
        <p className="text-sm text-stone-600">Your items in each order, newest order first. Open an order for its timeline.</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Filter by status" className="flex flex-wrap gap-2 text-sm">
          {filters.map(({ label, value }) => (
            <Link
              key={label}
              href={href({ status: value, q })}
              aria-current={status === value ? "page" : undefined}
              className="rounded-full border border-stone-300 px-3 py-1 font-semibold text-stone-700 hover:bg-stone-100 aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
            >
              {label}
            </Link>
          ))}
        </nav>
        <OrderSearch query={q ?? ""} />
      </div>
      {q && (
        <p className="text-sm text-stone-700">
          {total === 0 ? "No order of yours has the number" : "Found by the number"} <span className="font-mono font-semibold">{q}</span>.{" "}
          <Link href={href({ status })} className="font-semibold text-brand underline">
            Show all orders
          </Link>
        </p>
      )}
      {shown.length === 0 ? (
        <p className="rounded border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          {total > 0 ? (
            <>
              There is no page {page}.{" "}
              <Link href={href({ status, q })} className="font-semibold text-brand underline">
                See the newest orders
              </Link>
            </>
          ) : status === UNCONFIRMED ? (
            "No order of yours waits for its shopper's confirmation."
          ) : status === ATTEMPT_FAILED ? (
            "No parcel of yours is waiting after a failed delivery attempt."
          ) : status ? (
            `No items of yours are ${status}.`
          ) : q ? (
            "Nothing found."
          ) : (
            "No orders yet."
          )}
        </p>
      ) : (
        <OrdersTable orders={shown} transitions={sellerStatusMoves(shop.delivery.withoutParcel)} firstNumber={firstNumber} />
      )}
      {pages > 1 && shown.length > 0 && (
        <nav aria-label="Pages of orders" className="flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link href={href({ page: page - 1, status, q })} className="font-semibold text-brand underline">
              ← Newer orders
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone-600">
            Page {page} of {pages} · {total} orders
          </span>
          {page < pages ? (
            <Link href={href({ page: page + 1, status, q })} className="font-semibold text-brand underline">
              Older orders →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}
