import { ProductListing } from "@/components/product/ProductListing";
import { viewFromSegments, type ListingSegments } from "@/lib/catalog/listing-path";

interface AllProductsLayoutProps {
  children: React.ReactNode;
  params: Promise<ListingSegments>;
}

/**
 * The listing, drawn here rather than in the page: when the page answers 404 (a view that
 * shows nothing, lib/catalog/listing.ts isEmptyView) the shopper still sees the listing's
 * filters and its way back ("Clear filters", "Back to page 1") above the empty not-found file.
 */
export default async function AllProductsLayout({ children, params }: AllProductsLayoutProps) {
  return (
    <>
      <ProductListing
        heading="All products"
        scope={{}}
        view={viewFromSegments(await params)}
        basePath="/products"
        emptyText="There are no products in the shop yet."
      />
      {children}
    </>
  );
}
