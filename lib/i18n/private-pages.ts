import type { Metadata } from "next";
import { languageAlternates } from "./alternates.ts";
import type { Lang } from "./langs.ts";
import { textsIn } from "./text.ts";

const PAGES = {
  "/cart": ["cartTitle", "cartDescription"],
  "/address": ["addressTitle", "addressDescription"],
  "/login": ["loginTitle", "loginDescription"],
  "/register": ["registerTitle", "registerDescription"],
} as const;

/**
 * A shopper's own page in a language (the cart, checkout, login, sign-up): its title and
 * description (the `buyPages` words), kept out of search results, and named in both
 * languages as every page with a Hindi address is.
 */
export function privatePageMetadata(lang: Lang, path: keyof typeof PAGES): Metadata {
  const t = textsIn(lang, "buyPages");
  const [title, description] = PAGES[path];
  return { title: t(title), description: t(description), robots: { index: false }, alternates: languageAlternates(lang, path) };
}
