import { notFound } from "next/navigation";
import AllProductsLayout from "@/app/(shop)/listing/all/[page]/[size]/[color]/[sort]/layout";
import TermListingLayout from "@/app/(shop)/listing/in/[slug]/[page]/[size]/[color]/[sort]/layout";
import TermLayout from "@/app/(shop)/listing/in/[slug]/layout";
import { FIRST_VIEW } from "@/lib/catalog/listing-path";

interface FirstViewLayoutProps {
  children: React.ReactNode;
  params: Promise<{ slug?: string[] }>;
}

/**
 * /products and /products/{slug} as they are, with no ?page, ?size, ?color or ?sort: the
 * listing's first view, drawn by the listing's own layouts (app/(shop)/listing/…). A page file
 * of their own rather than a rewrite to /listing/…/1/-/-/-: Next compiles every rewrite's
 * pattern afresh for each request to any page, the product page included (docs/performance.md,
 * session 20). A view with a query is rewritten by proxy.ts, as before. A path of more
 * segments names no listing: the shop's 404, as any other address.
 */
export default async function FirstViewLayout({ children, params }: FirstViewLayoutProps) {
  const { slug = [] } = await params;
  if (slug.length > 1) notFound();
  if (slug.length === 0) return <AllProductsLayout params={Promise.resolve(FIRST_VIEW)}>{children}</AllProductsLayout>;
  const segments = Promise.resolve({ ...FIRST_VIEW, slug: slug[0] });
  return (
    <TermLayout params={segments}>
      <TermListingLayout params={segments}>{children}</TermListingLayout>
    </TermLayout>
  );
}
