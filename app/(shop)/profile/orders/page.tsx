import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { OrderItems } from "@/components/orders/OrderItems";
import { orderDate } from "@/components/orders/orderDate";
import { OrderTotals } from "@/components/orders/OrderTotals";
import { ButtonLink } from "@/components/ui/Button";
import { getSessionUser } from "@/lib/auth/session";
import { languageAlternates } from "@/lib/i18n/alternates";
import { shopPath } from "@/lib/i18n/hindi-pages";
import { localized, type Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { toOrderJson } from "@/lib/views/order-json";
import { listShopperOrders } from "@/lib/orders/shopper";
import { MY_ORDERS_PATH, orderPath } from "@/lib/shared/order-paths";

/** The page's title and addresses in a language: app/hi/profile/orders is its Hindi twin. */
export function myOrdersMetadata(lang: Lang): Metadata {
  return { title: textsIn(lang, "orders")("title"), robots: { index: false }, alternates: languageAlternates(lang, MY_ORDERS_PATH) };
}

export const metadata: Metadata = myOrdersMetadata("en");

const PER_PAGE = 10;

export interface MyOrdersProps {
  searchParams: Promise<{ page?: string }>;
}

/** The shopper's orders in the page's language, each leading to its own page in that language. */
export default async function MyOrdersPage({ searchParams }: MyOrdersProps) {
  const lang = pageLang();
  const t = textsIn(lang, "orders");
  const here = localized(lang, MY_ORDERS_PATH);
  const user = await getSessionUser();
  if (!user) redirect(localized(lang, "/"));
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const { orders: records, total } = await listShopperOrders(user.id, { limit: PER_PAGE, offset: (page - 1) * PER_PAGE });
  const orders = records.map(toOrderJson);
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));

  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {total === 0 ? (
        <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="mb-4 text-stone-700">{t("empty")}</p>
          <ButtonLink href={shopPath(lang, "/products")}>{t("startShopping")}</ButtonLink>
        </div>
      ) : orders.length === 0 ? (
        <p className="text-stone-700">
          {t("noPage", { page })}{" "}
          <Link href={here} className="font-semibold text-brand underline">
            {t("newest")}
          </Link>
        </p>
      ) : (
        <ol className="space-y-6">
          {orders.map((order) => (
            <li key={order.id}>
              <article aria-label={t("orderLabel", { number: order.number })} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
                <header className="mb-2 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 className="text-base font-semibold">
                    <Link href={shopPath(lang, orderPath(order.id))} className="text-brand underline-offset-2 hover:underline">
                      {t("order")} <span className="font-mono text-sm">{order.number}</span>
                    </Link>
                  </h2>
                  <p className="text-sm text-stone-600">{t("placed", { date: orderDate(order.createdAt, lang) })}</p>
                </header>
                <OrderItems items={order.items} />
                <OrderTotals order={order} />
                <p className="mt-4">
                  <Link href={shopPath(lang, orderPath(order.id))} className="text-sm font-semibold text-brand underline">
                    {t("view")}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && orders.length > 0 && (
        <nav aria-label={t("pagesLabel")} className="mt-8 flex items-center justify-between gap-4 text-sm">
          {page > 1 ? (
            <Link href={`${here}?page=${page - 1}`} className="font-semibold text-brand underline">
              {t("newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-stone-600">{t("pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link href={`${here}?page=${page + 1}`} className="font-semibold text-brand underline">
              {t("older")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}
