import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OrderItems } from "@/components/orders/OrderItems";
import { orderDate } from "@/components/orders/orderDate";
import { OrderTotals } from "@/components/orders/OrderTotals";
import { ButtonLink } from "@/components/ui/Button";
import { getSessionUser } from "@/lib/auth/session";
import { toOrderJson } from "@/lib/views/order-json";
import { listShopperOrders } from "@/lib/orders/shopper";
import { MY_ORDERS_PATH, orderPath } from "@/lib/shared/order-paths";

export const metadata: Metadata = { title: "My orders", robots: { index: false } };

const PER_PAGE = 10;

export default async function MyOrdersPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const user = await getSessionUser();
  if (!user) redirect("/");
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const { orders: records, total } = await listShopperOrders(user.id, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  const orders = records.map(toOrderJson);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold">My orders</h1>
      {total === 0 ? (
        <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="mb-4 text-stone-700">You have not ordered anything yet.</p>
          <ButtonLink href="/products">Start shopping</ButtonLink>
        </div>
      ) : orders.length === 0 ? (
        <p className="text-stone-700">
          There is no page {page} of your orders.{" "}
          <Link href={MY_ORDERS_PATH} className="font-semibold text-brand underline">
            See your newest orders
          </Link>
        </p>
      ) : (
        <ol className="space-y-6">
          {orders.map((order) => (
            <li key={order.id}>
              <article aria-label={`Order ${order.number}`} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
                <header className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 className="text-base font-semibold">
                    <Link href={orderPath(order.id)} className="text-brand underline-offset-2 hover:underline">
                      Order <span className="font-mono text-sm">{order.number}</span>
                    </Link>
                  </h2>
                  <p className="text-sm text-stone-600">Placed {orderDate(order.createdAt)}</p>
                </header>
                <OrderItems items={order.items} />
                <OrderTotals order={order} />
                <p className="mt-4">
                  <Link href={orderPath(order.id)} className="text-sm font-semibold text-brand underline">
                    View order and delivery address
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && orders.length > 0 && (
        <nav aria-label="Pages of orders" className="mt-8 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link href={`${MY_ORDERS_PATH}?page=${page - 1}`} className="font-semibold text-brand underline">
              ← Newer orders
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone-600">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={`${MY_ORDERS_PATH}?page=${page + 1}`} className="font-semibold text-brand underline">
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
