import { localized, type Lang } from "../i18n/langs.ts";

/** The shopper's pages of their orders; the mail links to them too, in the order's language (`/hi/profile/orders/…` for a Hindi order). */
export const MY_ORDERS_PATH = "/profile/orders";
export const orderPath = (orderId: string, lang: Lang = "en") => localized(lang, `${MY_ORDERS_PATH}/${encodeURIComponent(orderId)}`);
/** The seller's orders, and one order as its seller sees it (by its number). */
export const SELLER_ORDERS_PATH = "/orders/list";
export const sellerOrderPath = (number: string) => `/orders/${encodeURIComponent(number)}`;
