"use client";

import Link from "next/link";
import { MY_ORDERS_PATH } from "@/lib/orders/paths";
import { useLogin, type LoginState } from "@/lib/stores/login";

const isShopper = (state: LoginState) => state.token !== null && !state.isAdmin;

/** "My orders" for a logged-in shopper; a seller's console has its own orders. */
export function MyOrdersLink() {
  const shopper = useLogin(isShopper);
  if (!shopper) return null;
  return (
    <Link href={MY_ORDERS_PATH} className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-semibold text-ink hover:bg-stone-200">
      My orders
    </Link>
  );
}
