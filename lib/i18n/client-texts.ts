import type en from "./messages/en.json";
import type { Lang } from "./langs.ts";

/**
 * The namespaces every page's client components may read (components/i18n/ClientTexts.tsx):
 * plain strings, {placeholders} only. They reach the browser as a script of their language
 * (`messages/en.json?frame`, lib/i18n/frame-texts-loader.mjs), not in each page's HTML.
 */
export const CLIENT_NAMESPACES = ["frame", "carousel", "errors", "buy"] as const;
/**
 * Namespaces only some pages' client components read: each such page hands them over itself
 * (PageTexts), so that every other page's document does not carry them.
 */
export const PAGE_NAMESPACES = [
  "cart",
  "checkout",
  "account",
  "apiErrors",
  "grievanceForm",
  // The shopper's order page, and the pages of a COD confirmation's and a missed delivery's links.
  "orderActions",
  "returnForm",
  "codConfirm",
  "parcelAnswer",
  // The profile's dialogs, the wishlist's and the account's link pages' forms.
  "accountForms",
  // The reviews page's votes and the seller's reply; the review form's page: the form, and the author's delete.
  "reviewForms",
] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number] | (typeof PAGE_NAMESPACES)[number];
export type ClientMessages = Pick<typeof en, ClientNamespace>;
/**
 * What `messages/{lang}.json?frame` exports (./frame-texts.d.ts, which the dead-code check does not read).
 * @public
 */
export type FrameMessages = Pick<typeof en, (typeof CLIENT_NAMESPACES)[number]>;

export interface ClientTextsValue {
  lang: Lang;
  texts: Partial<ClientMessages>;
}
