import type { Metadata } from "next";
import AllProductsPage from "@/app/(shop)/listing/all/[page]/[size]/[color]/[sort]/page";
import TermPage from "@/app/(shop)/listing/in/[slug]/[page]/[size]/[color]/[sort]/page";
import { FIRST_VIEW } from "@/lib/catalog/listing-path";
import { firstViewMetadata } from "@/lib/seo/listing-page-metadata";

// A listing's first view (the layout beside this file), cached as every view is: rendered on
// its first visit, kept until a product changes (lib/catalog/revalidate.ts). Nothing at build time.
export const revalidate = 3600;
export function generateStaticParams(): { slug?: string[] }[] {
  return [];
}

export interface FirstViewProps {
  params: Promise<{ slug?: string[] }>;
}

export async function generateMetadata({ params }: FirstViewProps): Promise<Metadata> {
  return firstViewMetadata("en", (await params).slug);
}

/** The answer: 200, or 404 for a term that matches nothing (the layout drew what to try instead). */
export default async function FirstViewPage({ params }: FirstViewProps) {
  const { slug = [] } = await params;
  if (slug.length === 0) return <AllProductsPage params={Promise.resolve(FIRST_VIEW)} />;
  return <TermPage params={Promise.resolve({ ...FIRST_VIEW, slug: slug[0] })} />;
}
