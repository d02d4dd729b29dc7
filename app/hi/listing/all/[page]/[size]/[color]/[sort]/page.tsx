import type { Metadata } from "next";
import AllProductsPage from "@/app/(shop)/listing/all/[page]/[size]/[color]/[sort]/page";
import type { ListingSegments } from "@/lib/catalog/listing-path";
import { setPageLang } from "@/lib/i18n/page-lang";
import { allProductsMetadata } from "@/lib/seo/listing-page-metadata";

// /hi/products?…, rewritten here by proxy.ts, each view cached as the English one is.
export const revalidate = 3600;
export function generateStaticParams(): ListingSegments[] {
  return [];
}

interface HindiAllProductsProps {
  params: Promise<ListingSegments>;
}

export async function generateMetadata({ params }: HindiAllProductsProps): Promise<Metadata> {
  return allProductsMetadata("hi", await params);
}

export default function HindiAllProductsPage(props: HindiAllProductsProps) {
  setPageLang("hi");
  return <AllProductsPage {...props} />;
}
