import { cache } from "react";
import { englishSearchText } from "./hindi-words.ts";
import { cachedIsCategory, cachedProductPage, type ProductPageRecords } from "./cache.ts";
import { isShopCategory } from "./categories.ts";
import { departmentOf } from "./departments.ts";
import { listingBasePath, normalizeTerm, PAGE_SIZE, type ListingView } from "./listing-path.ts";
import { defaultSort, effectiveSort } from "../shared/product-sort.ts";

// What a storefront listing shows and reads: the scope of /products, /products/{slug} and
// a search, the view it applies, and its page of products from the catalog cache.

/** What a listing shows: a category, search text, or (neither) the whole catalog. */
export interface ListingScope {
  category?: string;
  /** "men" or "women": the category's products of that department too (departments.ts). */
  department?: string;
  q?: string;
}

/**
 * The view as a listing applies it: an order that does not apply here (relevance without
 * search text) or is the default becomes none, so links and titles name only real choices.
 */
export function shownView(scope: ListingScope, view: ListingView): ListingView {
  const isSearch = Boolean(scope.q);
  const sort = effectiveSort(view.sort, isSearch);
  return { ...view, sort: sort === defaultSort(isSearch) ? undefined : sort };
}

/**
 * One read per request. The layouts, the page and its metadata render at once and each asks
 * for the same listing; Next's data cache does not merge misses that run at the same time, so
 * a first request ran every query of a search four times over (at a million products, four
 * times 10 to 60 ms). React's cache shares one call within a request; its key is the JSON of
 * the filter, as it compares objects by identity.
 */
const productPageOnce = cache((filter: string) => cachedProductPage(JSON.parse(filter) as Parameters<typeof cachedProductPage>[0]));

/** One page of a listing: the same call (and so the same cache entry) for the page, its metadata and its 404 check. */
export function listingPage(scope: ListingScope, view: ListingView): Promise<ProductPageRecords> {
  const sort = effectiveSort(view.sort, Boolean(scope.q));
  return productPageOnce(JSON.stringify({ ...scope, size: view.size, color: view.color, sort, limit: PAGE_SIZE, offset: (view.page - 1) * PAGE_SIZE }));
}

export interface TermListing {
  term: string;
  isCategory: boolean;
  scope: ListingScope;
  basePath: string;
}

/**
 * /products/{category} lists a category, /products/{category} for {men|women} one department's
 * products of a shared category (departments.ts), any other slug is a search (the lower-cased
 * search text). A category is one of the shop's own (categories.ts) that some product
 * carries; a category only sellers name is searched for. Hindi clothing words are searched,
 * and taken for categories, as their English (hindi-words.ts: /products/जूते lists shoes);
 * the term stays as typed. Once per request, like listingPage.
 */
export const termListing = cache(async (slug: string): Promise<TermListing> => {
  const term = normalizeTerm(slug);
  const searched = englishSearchText(term);
  const narrowed = departmentOf(searched);
  if (narrowed && (await cachedIsCategory(narrowed.category))) return { term, isCategory: true, scope: narrowed, basePath: listingBasePath(term) };
  const isCategory = isShopCategory(searched) && (await cachedIsCategory(searched));
  return { term, isCategory, scope: isCategory ? { category: searched } : { q: searched }, basePath: listingBasePath(term) };
});

/** Neither a category nor any search match: such a slug answers 404, with suggestions. */
export async function isUnknownTerm(listing: TermListing): Promise<boolean> {
  return !listing.isCategory && (await listingPage(listing.scope, { page: 1 })).total === 0;
}

/**
 * A view of a listing that shows no product although the listing has some, or could: a size
 * or colour none of its products has, or a page past the last. It answers 404 (with the
 * listing's own way back: clear the filters, page 1) and, like every 404, is not kept in the
 * cache (lib/cache/kept.mjs), so junk addresses cost a render and no memory. The bare first
 * page of an empty shop is no such view: it says the shop has no products yet.
 */
export async function isEmptyView(scope: ListingScope, view: ListingView): Promise<boolean> {
  const { products } = await listingPage(scope, shownView(scope, view));
  return products.length === 0 && (view.page > 1 || Boolean(view.size || view.color));
}
