import type { Metadata } from "next";
import { languageAlternates } from "../i18n/alternates.ts";
import { localized, type Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { colorLabel } from "../catalog/color-names.ts";
import { listingHref, sizesOf, type ListingView } from "../catalog/listing-path.ts";

interface ListingMetadataInput {
  /** "All products", "Shirts", "Search: linen". */
  name: string;
  description: string;
  /** The listing's English path; the Hindi one is under /hi. */
  basePath: string;
  view: ListingView;
}

/**
 * A unique title per view (filters, order and page number in it); the canonical URL keeps
 * the page but drops the filters and the order, so search engines index each page of a
 * listing once, in each language, the other named as its alternate. The view's sort is the
 * one the listing applies (none: its default). Search
 * results are indexed too: a search that finds nothing answers 404, and one that finds
 * products is what a shopper typing "linen kurta" into a search engine wants to land on.
 */
export function listingMetadata(lang: Lang, { name, description, basePath, view }: ListingMetadataInput): Metadata {
  const t = textsIn(lang, "listing");
  const filters = [view.size && t("titleSize", { sizes: sizesOf(view.size).join(t("titleSizeOr")) }), view.color && colorLabel(lang, view.color)].filter(
    Boolean,
  );
  const order = view.sort ? `, ${t(`sorts.${view.sort}`).toLowerCase()}` : "";
  const title = `${name}${filters.length ? `: ${filters.join(", ")}` : ""}${order}${view.page > 1 ? t("titlePage", { page: view.page }) : ""}`;
  const alternates = languageAlternates(lang, listingHref(basePath, { page: view.page }));
  const text = view.page > 1 ? t("descriptionPage", { description, page: view.page }) : description;
  return {
    title,
    description: text,
    alternates,
    openGraph: { type: "website", url: localized(lang, listingHref(basePath, { page: view.page })), title, description: text },
    twitter: { card: "summary", title, description: text },
  };
}
