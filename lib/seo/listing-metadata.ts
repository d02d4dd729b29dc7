import type { Metadata } from "next";
import { listingHref, sizesOf, type ListingView } from "../catalog/listing-path.ts";
import { SORT_LABELS } from "../catalog/sort.ts";

interface ListingMetadataInput {
  /** "All products", "Shirts", "Search: linen". */
  name: string;
  description: string;
  basePath: string;
  view: ListingView;
}

export function capitalize(text: string): string {
  return text.replace(/\b\w/g, (ch) => ch.toUpperCase());
}

/**
 * A unique title per view (filters, order and page number in it); the canonical URL keeps
 * the page but drops the filters and the order, so search engines index each page of a
 * listing once. The view's sort is the one the listing applies (none: its default). Search
 * results are indexed too: a search that finds nothing answers 404, and one that finds
 * products is what a shopper typing "linen kurta" into a search engine wants to land on.
 */
export function listingMetadata({ name, description, basePath, view }: ListingMetadataInput): Metadata {
  const filters = [view.size && `size ${sizesOf(view.size).join(" or ")}`, view.color && capitalize(view.color)].filter(Boolean);
  const order = view.sort ? `, ${SORT_LABELS[view.sort].toLowerCase()}` : "";
  const title = `${name}${filters.length ? `: ${filters.join(", ")}` : ""}${order}${view.page > 1 ? `, page ${view.page}` : ""}`;
  const canonical = listingHref(basePath, { page: view.page });
  const text = view.page > 1 ? `${description} Page ${view.page}.` : description;
  return {
    title,
    description: text,
    alternates: { canonical },
    openGraph: { type: "website", url: canonical, title, description: text },
    twitter: { card: "summary", title, description: text },
  };
}
