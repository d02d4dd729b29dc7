import { ButtonLink } from "@/components/ui/Button";
import { cachedFacets } from "@/lib/catalog/cache";
import { listingCountText } from "@/lib/catalog/count-text";
import { listingPage, shownView, type ListingScope } from "@/lib/catalog/listing";
import { listingHref, PAGE_SIZE, type ListingView } from "@/lib/catalog/listing-path";
import { localized } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";
import { ListingFilters } from "./ListingFilters";
import { ListingSearch } from "./ListingSearch";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductGrid";
import { SortLinks } from "./SortLinks";

interface ProductListingProps {
  heading: string;
  scope: ListingScope;
  view: ListingView;
  /** The listing's public path in English, e.g. /products/shirts (its Hindi one is under /hi). */
  basePath: string;
  /** What to say when nothing matches. */
  emptyText: string;
  /** The text of the page's own search box; none on /products, whose top bar has one. */
  searchText?: string;
  /** What a corrected search searched for instead ("kurta" for "kurtta"). */
  correctedTo?: string | null;
  /** Drawn under the heading, before the filters: Men / Women on a shared category (DepartmentChips). */
  narrowing?: React.ReactNode;
}

/** A server-rendered page of product cards, in the page's language: one page of the catalog at a time, never all of it. */
export async function ProductListing({
  heading,
  scope,
  view: asked,
  basePath: englishPath,
  emptyText,
  searchText,
  correctedTo,
  narrowing,
}: ProductListingProps) {
  const lang = pageLang();
  const t = shopText("listing");
  const basePath = localized(lang, englishPath);
  const view = shownView(scope, asked);
  const [{ products, total, more }, facets] = await Promise.all([listingPage(scope, view), cachedFacets(scope)]);
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const filtered = Boolean(view.size || view.color);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      {searchText !== undefined && (
        <div className="mb-5">
          <ListingSearch text={searchText} />
        </div>
      )}
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {/* A search text of 100 letters without a space still wraps, inside the phone's width. */}
        <h1 className="min-w-0 text-2xl font-bold wrap-anywhere sm:text-3xl">{heading}</h1>
        {total > 0 && <p className="text-sm text-stone-600">{listingCountText(lang, total, Boolean(more), view.page, pageCount)}</p>}
        {correctedTo && total > 0 && (
          <p className="w-full text-sm text-stone-700 wrap-anywhere">
            {t("showingResultsFor")} <strong className="font-semibold">“{correctedTo}”</strong>
          </p>
        )}
      </div>
      {narrowing}
      {(total > 0 || filtered) && <ListingFilters basePath={basePath} view={view} facets={facets} />}
      {total > 1 && <SortLinks basePath={basePath} view={view} isSearch={Boolean(scope.q)} />}
      {products.length > 0 ? (
        <ProductGrid products={products} label={t("products")} />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <p className="max-w-full text-lg font-medium wrap-anywhere">
            {total > 0 ? t("noPage", { page: view.page }) : filtered ? t("noFilterMatch") : emptyText}
          </p>
          {total > 0 ? (
            <ButtonLink href={listingHref(basePath, { ...view, page: 1 })}>{t("backToPage1")}</ButtonLink>
          ) : filtered ? (
            <ButtonLink href={listingHref(basePath, { page: 1, sort: view.sort })}>{t("clearFilters")}</ButtonLink>
          ) : (
            <ButtonLink href={localized(lang, "/products")}>{t("seeAllProducts")}</ButtonLink>
          )}
        </div>
      )}
      <Pagination page={view.page} pageCount={pageCount} hrefFor={(page) => listingHref(basePath, { ...view, page })} />
    </main>
  );
}
