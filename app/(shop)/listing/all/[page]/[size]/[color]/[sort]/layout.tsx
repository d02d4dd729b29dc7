import { ProductListing } from "@/components/product/ProductListing";
import { viewFromSegments, type ListingSegments } from "@/lib/catalog/listing-path";
import { shopText } from "@/lib/i18n/text";

interface AllProductsLayoutProps {
  children: React.ReactNode;
  params: Promise<ListingSegments>;
}

/**
 * The listing, drawn here rather than in the page: when the page answers 404 (a view that
 * shows nothing, lib/catalog/listing.ts isEmptyView) the shopper still sees the listing's
 * filters and its way back ("Clear filters", "Back to page 1") above the empty not-found file.
 * In the page's language: app/hi/listing/all/… draws it in Hindi.
 */
export default async function AllProductsLayout({ children, params }: AllProductsLayoutProps) {
  const t = shopText("listing");
  return (
    <>
      <ProductListing heading={t("allProducts")} scope={{}} view={viewFromSegments(await params)} basePath="/products" emptyText={t("emptyShop")} />
      {children}
    </>
  );
}
