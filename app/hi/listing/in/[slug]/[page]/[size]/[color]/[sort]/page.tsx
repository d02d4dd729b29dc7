import type { Metadata } from "next";
import TermPage from "@/app/(shop)/listing/in/[slug]/[page]/[size]/[color]/[sort]/page";
import type { ListingSegments } from "@/lib/catalog/listing-path";
import { setPageLang } from "@/lib/i18n/page-lang";
import { termListingMetadata } from "@/lib/seo/listing-page-metadata";

// /hi/products/{slug}?…, rewritten here by proxy.ts, each view cached as the English one is.
export const revalidate = 3600;
export function generateStaticParams(): (ListingSegments & { slug: string })[] {
  return [];
}

interface HindiTermPageProps {
  params: Promise<ListingSegments & { slug: string }>;
}

export async function generateMetadata({ params }: HindiTermPageProps): Promise<Metadata> {
  return termListingMetadata("hi", await params);
}

export default function HindiTermPage(props: HindiTermPageProps) {
  setPageLang("hi");
  return <TermPage {...props} />;
}
