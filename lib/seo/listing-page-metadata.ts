import type { Metadata } from "next";
import { isUnknownTerm, shownView, termListing } from "../catalog/listing.ts";
import { termDescription, termTitle } from "../catalog/listing-names.ts";
import { FIRST_VIEW, viewFromSegments, type ListingSegments } from "../catalog/listing-path.ts";
import type { Lang } from "../i18n/langs.ts";
import { textsIn } from "../i18n/text.ts";
import { listingMetadata } from "./listing-metadata.ts";

/** The metadata of /products in a language (app/(shop)/listing/all/… and its Hindi twin). */
export function allProductsMetadata(lang: Lang, segments: ListingSegments): Metadata {
  const t = textsIn(lang, "listing");
  return listingMetadata(lang, {
    name: t("allProducts"),
    description: t("allDescription"),
    basePath: "/products",
    view: shownView({}, viewFromSegments(segments)),
  });
}

/** The metadata of /products/{slug} in a language (app/(shop)/listing/in/… and its Hindi twin). */
export async function termListingMetadata(lang: Lang, segments: ListingSegments & { slug: string }): Promise<Metadata> {
  const listing = await termListing(segments.slug);
  if (await isUnknownTerm(listing)) return { title: textsIn(lang, "listing")("noResultsTitle", { term: listing.term }) };
  return listingMetadata(lang, {
    name: termTitle(lang, listing),
    description: termDescription(lang, listing),
    basePath: listing.basePath,
    view: shownView(listing.scope, viewFromSegments(segments)),
  });
}

/** The metadata of /products or /products/{slug} as they are, the first view (app/(shop)/products/… and its Hindi twin). */
export function firstViewMetadata(lang: Lang, slug: readonly string[] = []): Metadata | Promise<Metadata> {
  return slug.length === 0 ? allProductsMetadata(lang, FIRST_VIEW) : termListingMetadata(lang, { ...FIRST_VIEW, slug: slug[0] });
}
