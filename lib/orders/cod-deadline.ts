// Pure, for the browser too: the order page, the link's page and the console say the deadline
// in the words of the mail (lib/orders/cod-mail.ts).

import { INTL_LOCALE, type Lang } from "../i18n/langs.ts";

/** When a confirmation is due, as a shopper in India reads it: "3:45 pm, Sun, 29 Nov" (in Hindi, for a Hindi order's mail). */
export function deadlineText(when: Date | string, lang: Lang = "en"): string {
  const by = new Date(when);
  const time = by.toLocaleTimeString(INTL_LOCALE[lang], { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" });
  const day = by.toLocaleDateString(INTL_LOCALE[lang], { weekday: "short", day: "numeric", month: "short", timeZone: "Asia/Kolkata" });
  return `${time}, ${day}`;
}

/** What the shopper is asked, in the mail and on the pages alike (`deadline` as deadlineText says it). */
export function askText(deadline: string): string {
  return `Please confirm that you still want this cash-on-delivery order, by ${deadline}: the seller sends it once you do. Unconfirmed by then, it is cancelled.`;
}
