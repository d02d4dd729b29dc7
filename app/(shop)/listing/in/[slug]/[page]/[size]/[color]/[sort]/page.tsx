import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { capitalize, listingMetadata } from "@/lib/seo/listing-metadata";
import { ProductListing } from "@/components/product/ProductListing";
import { cachedSearchedInstead } from "@/lib/catalog/cache";
import { isUnknownTerm, shownView, termListing } from "@/lib/catalog/listing";
import { viewFromSegments, type ListingSegments } from "@/lib/catalog/listing-path";

// /products/{slug}?size=…&color=…&sort=…&page=N, rewritten here by proxy.ts: cached like the
// all-products listing (see app/(shop)/listing/all/…/page.tsx).
export const revalidate = 3600;
export function generateStaticParams(): (ListingSegments & { slug: string })[] {
  return [];
}

interface TermPageProps {
  params: Promise<ListingSegments & { slug: string }>;
}

export async function generateMetadata({ params }: TermPageProps): Promise<Metadata> {
  const segments = await params;
  const listing = await termListing(segments.slug);
  if (await isUnknownTerm(listing)) return { title: `No results for “${listing.term}”` };
  return listingMetadata({
    name: listing.isCategory ? capitalize(listing.term) : `Search: ${listing.term}`,
    description: listing.isCategory ? `Shop ${listing.term} for men and women.` : `Products matching “${listing.term}”.`,
    basePath: listing.basePath,
    view: shownView(listing.scope, viewFromSegments(segments)),
  });
}

export default async function TermPage({ params }: TermPageProps) {
  const segments = await params;
  const listing = await termListing(segments.slug);
  // The layout above says so and offers suggestions; the status tells crawlers and scripts.
  if (await isUnknownTerm(listing)) notFound();
  return (
    <ProductListing
      heading={listing.isCategory ? capitalize(listing.term) : `Results for “${listing.term}”`}
      scope={listing.scope}
      view={viewFromSegments(segments)}
      basePath={listing.basePath}
      emptyText={`No products match “${listing.term}”.`}
      searchText={listing.isCategory ? "" : listing.term}
      correctedTo={listing.isCategory ? null : await cachedSearchedInstead(listing.term)}
    />
  );
}
