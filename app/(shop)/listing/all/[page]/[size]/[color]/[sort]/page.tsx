import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { allProductsMetadata } from "@/lib/seo/listing-page-metadata";
import { isEmptyView } from "@/lib/catalog/listing";
import { viewFromSegments, type ListingSegments } from "@/lib/catalog/listing-path";

// /products?size=…&color=…&sort=…&page=N, rewritten here by proxy.ts (lib/catalog/listing-path.ts):
// each view is rendered on its first visit and then served from Next's cache until a
// product changes (lib/catalog/revalidate.ts); hourly as a safety net. Nothing at build time.
// The listing itself is drawn by the layout beside this file; the page decides the answer:
// 200, or 404 for a view that shows nothing (not kept in the cache, lib/cache/kept.mjs).
// Its Hindi twin, /hi/products, is app/hi/listing/all/….
export const revalidate = 3600;
export function generateStaticParams(): ListingSegments[] {
  return [];
}

interface AllProductsProps {
  params: Promise<ListingSegments>;
}

export async function generateMetadata({ params }: AllProductsProps): Promise<Metadata> {
  return allProductsMetadata("en", await params);
}

export default async function AllProductsPage({ params }: AllProductsProps) {
  if (await isEmptyView({}, viewFromSegments(await params))) notFound();
  return null;
}
