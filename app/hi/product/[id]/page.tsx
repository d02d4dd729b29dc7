import type { Metadata } from "next";
import ProductPage from "@/app/(shop)/product/[id]/page";
import { setPageLang } from "@/lib/i18n/page-lang";
import { productMetadata } from "@/lib/seo/product-metadata";

interface HindiProductPageProps {
  params: Promise<{ id: string }>;
}

// Cached as the English product page is (app/(shop)/product/[id]/page.tsx), apart from it.
export const revalidate = 3600;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: HindiProductPageProps): Promise<Metadata> {
  return productMetadata("hi", (await params).id);
}

export default function HindiProductPage(props: HindiProductPageProps) {
  setPageLang("hi");
  return <ProductPage {...props} />;
}
