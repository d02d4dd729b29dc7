import { DepartmentChips } from "@/components/product/DepartmentChips";
import { ProductListing } from "@/components/product/ProductListing";
import { SHARED_CATEGORIES } from "@/lib/catalog/departments";
import { cachedSearchedInstead } from "@/lib/catalog/cache";
import { isUnknownTerm, termListing } from "@/lib/catalog/listing";
import { viewFromSegments, type ListingSegments } from "@/lib/catalog/listing-path";
import { termHeading } from "@/lib/catalog/listing-names";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";

interface TermListingLayoutProps {
  children: React.ReactNode;
  params: Promise<ListingSegments & { slug: string }>;
}

/**
 * The listing, drawn here rather than in the page, so that a view that shows nothing (the
 * page answers 404) still shows its filters and its way back; see the all-products layout.
 * A term nothing matches is drawn by the slug's layout, with suggestions. In the page's
 * language: app/hi/listing/in/… draws it in Hindi.
 */
export default async function TermListingLayout({ children, params }: TermListingLayoutProps) {
  const segments = await params;
  const listing = await termListing(segments.slug);
  if (await isUnknownTerm(listing)) return children;
  const t = shopText("listing");
  return (
    <>
      <ProductListing
        heading={termHeading(pageLang(), listing)}
        scope={listing.scope}
        view={viewFromSegments(segments)}
        basePath={listing.basePath}
        emptyText={t("noMatch", { term: listing.term })}
        searchText={listing.isCategory ? "" : listing.term}
        correctedTo={listing.isCategory ? null : await cachedSearchedInstead(listing.term)}
        narrowing={
          listing.scope.category && SHARED_CATEGORIES.includes(listing.scope.category) ? (
            <DepartmentChips category={listing.scope.category} chosen={listing.scope.department} />
          ) : undefined
        }
      />
      {children}
    </>
  );
}
