import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { capitalize, listingMetadata } from "@/lib/seo/listing-metadata";
import { isEmptyView, isUnknownTerm, shownView, termListing } from "@/lib/catalog/listing";
import { departmentName } from "@/lib/catalog/departments";
import { viewFromSegments, type ListingSegments } from "@/lib/catalog/listing-path";

// /products/{slug}?size=…&color=…&sort=…&page=N, rewritten here by proxy.ts: cached like the
// all-products listing (see app/(shop)/listing/all/…/page.tsx), drawn by the layout beside this file.
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
    name:
      listing.scope.category && listing.scope.department
        ? departmentName({ category: listing.scope.category, department: listing.scope.department })
        : listing.isCategory
          ? capitalize(listing.term)
          : `Search: ${listing.term}`,
    description: listing.scope.department
      ? `Shop ${listing.term}.`
      : listing.isCategory
        ? `Shop ${listing.term} for men and women.`
        : `Products matching “${listing.term}”.`,
    basePath: listing.basePath,
    view: shownView(listing.scope, viewFromSegments(segments)),
  });
}

export default async function TermPage({ params }: TermPageProps) {
  const segments = await params;
  const listing = await termListing(segments.slug);
  const view = viewFromSegments(segments);
  // The layouts say so and offer suggestions; the status tells crawlers and scripts, and keeps it out of the cache.
  if ((await isUnknownTerm(listing)) || (await isEmptyView(listing.scope, view))) notFound();
  return null;
}
