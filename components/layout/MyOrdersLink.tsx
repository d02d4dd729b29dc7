"use client";

import Link from "next/link";
import { useLocalized, useText } from "@/components/i18n/ClientTexts";
import { OrdersIcon } from "@/components/ui/icons";
import { MY_ORDERS_PATH } from "@/lib/shared/order-paths";
import { useLogin, type LoginState } from "@/lib/stores/login";

const isShopper = (state: LoginState) => state.token !== null && !state.isAdmin;

/** "My orders" for a logged-in shopper: an icon on a phone, the words from 640 px. A seller's console has its own orders. */
export function MyOrdersLink() {
  const shopper = useLogin(isShopper);
  const t = useText("frame");
  const localized = useLocalized();
  if (!shopper) return null;
  return (
    <Link
      href={localized(MY_ORDERS_PATH)}
      aria-label={t("myOrders")}
      className="flex h-10 min-w-10 items-center justify-center whitespace-nowrap rounded-full text-sm font-semibold text-ink hover:bg-stone-200 sm:rounded-md sm:px-2"
    >
      <OrdersIcon className="sm:hidden" />
      <span className="hidden sm:inline">{t("myOrders")}</span>
    </Link>
  );
}
