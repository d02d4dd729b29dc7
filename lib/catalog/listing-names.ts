import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import type { TermListing } from "./listing.ts";

/** A shop category's name ("Shirts", "शर्ट"); a category only sellers name is shown as typed, capitalised. */
export function categoryName(lang: Lang, category: string): string {
  const names = textsIn(lang, "names");
  return names.has(category) ? names(category) : category.replace(/\b\w/g, (ch) => ch.toUpperCase());
}

/** What a term's listing is called: "Shoes for men", "Shirts", "Results for “linen”" (and so in Hindi). */
export function termHeading(lang: Lang, listing: TermListing): string {
  const { category, department } = listing.scope;
  if (category && department) return textsIn(lang, "listing")("departmentHeading", { category: categoryName(lang, category), department });
  return listing.isCategory ? categoryName(lang, listing.term) : textsIn(lang, "listing")("resultsFor", { term: listing.term });
}

/** A term listing's name in its title: as its heading, but "Search: linen" for a search. */
export function termTitle(lang: Lang, listing: TermListing): string {
  const isSearch = !listing.isCategory && !(listing.scope.category && listing.scope.department);
  return isSearch ? textsIn(lang, "listing")("searchTitle", { term: listing.term }) : termHeading(lang, listing);
}

/** A term listing's description for search engines. */
export function termDescription(lang: Lang, listing: TermListing): string {
  const t = textsIn(lang, "listing");
  if (listing.scope.department) return t("departmentDescription", { term: listing.term });
  return listing.isCategory ? t("categoryDescription", { term: listing.term }) : t("searchDescription", { term: listing.term });
}
