import { INTL_LOCALE, type Lang } from "@/lib/i18n/langs";

/** When an order was placed, as a shopper in India reads it (in a language: Hindi month names, Latin digits), the same on server and browser. */
export function orderDate(iso: string, lang: Lang = "en"): string {
  return new Date(iso).toLocaleString(INTL_LOCALE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}
