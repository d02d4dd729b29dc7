import type { Metadata } from "next";
import FirstViewPage, { type FirstViewProps } from "@/app/(shop)/products/[[...slug]]/page";
import { setPageLang } from "@/lib/i18n/page-lang";
import { firstViewMetadata } from "@/lib/seo/listing-page-metadata";

// /hi/products and /hi/products/{slug} as they are, cached as the English ones are.
export const revalidate = 3600;
export function generateStaticParams(): { slug?: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: FirstViewProps): Promise<Metadata> {
  return firstViewMetadata("hi", (await params).slug);
}

export default function HindiFirstViewPage(props: FirstViewProps) {
  setPageLang("hi");
  return <FirstViewPage {...props} />;
}
