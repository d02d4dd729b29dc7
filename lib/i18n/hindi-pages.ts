import { localized, type Lang } from "./langs.ts";

// The shopper pages that have a Hindi address (app/hi/**). A link drawn on a Hindi page goes
// to the Hindi page when there is one, else to the English page; the language switch, the
// alternates and the sitemap name the Hindi address only of these.
const HINDI_PAGES: RegExp[] = [
  /^\/$/,
  /^\/products(\/[^/]+)?$/,
  /^\/product\/[^/]+$/,
  // A product's reviews, all of them, and the form a buyer writes theirs in (the review prompt mail's link).
  /^\/product\/[^/]+\/reviews?$/,
  /^\/(cart|address|login|register|grievance)$/,
  /^\/policies\/[^/]+$/,
  // Following an order: the list, each order's page, and the pages its mail's links open.
  /^\/profile\/orders(\/[^/]+)?$/,
  /^\/(confirm-cod|parcel-answer)$/,
  // The shopper's own pages, and those the account's mail links to (lib/auth/account-mail.ts).
  /^\/profile$/,
  /^\/wishlist(\/alerts)?$/,
  /^\/(forgot-password|reset-password|verify-email)$/,
];

export function hasHindi(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return HINDI_PAGES.some((page) => page.test(pathname));
}

/** Where a link of a page in `lang` leads: that language's page when there is one. */
export function shopPath(lang: Lang, path: string): string {
  return lang === "hi" && !hasHindi(path) ? path : localized(lang, path);
}
