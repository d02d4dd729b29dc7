import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { termListingMetadata } from "@/lib/seo/listing-page-metadata";
import { isEmptyView, isUnknownTerm, termListing } from "@/lib/catalog/listing";
import { viewFromSegments, type ListingSegments } from "@/lib/catalog/listing-path";

// /products/{slug}?size=…&color=…&sort=…&page=N, rewritten here by proxy.ts: cached like the
// all-products listing (see app/(shop)/listing/all/…/page.tsx), drawn by the layout beside this file.
// Its Hindi twin, /hi/products/{slug}, is app/hi/listing/in/….
export const revalidate = 3600;
export function generateStaticParams(): (ListingSegments & { slug: string })[] {
  return [];
}

interface TermPageProps {
  params: Promise<ListingSegments & { slug: string }>;
}

export async function generateMetadata({ params }: TermPageProps): Promise<Metadata> {
  return termListingMetadata("en", await params);
}

export default async function TermPage({ params }: TermPageProps) {
  const segments = await params;
  const listing = await termListing(segments.slug);
  const view = viewFromSegments(segments);
  // The layouts say so and offer suggestions; the status tells crawlers and scripts, and keeps it out of the cache.
  if ((await isUnknownTerm(listing)) || (await isEmptyView(listing.scope, view))) notFound();
  return null;
}
