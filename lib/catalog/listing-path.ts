// The two shapes of a listing's address. Shoppers and search engines see the public one,
// `/products[/{slug}]?size=M&color=navy&sort=price_asc&page=2`. proxy.ts rewrites it to the
// internal one, `/listing/all/2/M/navy/price_asc` or `/listing/in/{slug}/2/M/navy/price_asc`
// ("-" for no filter and for the listing's default order); without a query it is a page of its
// own, the first view (app/(shop)/products/[[...slug]]). Every part of the internal
// path is a path segment: a page reading the query string would be rendered on every
// request, while each path is rendered once and then served from Next's cache.

import { hasAnyControlCharacter } from "../text/control-characters.ts";
import { isShopCategory } from "./categories.ts";
import { compareSizes } from "./size-order.ts";
import { defaultSort, effectiveSort, isProductSort, type ProductSort } from "../shared/product-sort.ts";

export const PAGE_SIZE = 24;
/** The deepest page anyone may ask for; beyond it is page 1. */
const MAX_PAGE = 100_000;
const MAX_FILTER_LENGTH = 40;
/** Search text longer than this is cut (the API refuses it, lib/catalog/search.ts cuts it). */
const MAX_TERM_LENGTH = 100;
const NONE = "-";

export interface ListingView {
  page: number;
  /**
   * Upper-case, as sizes are stored ("M", "XL", "32"); several, any of which a product may
   * have, joined by SIZE_SEPARATOR in their natural order ("M,L"): sizes are entered as
   * comma-separated text, so none holds a comma.
   */
  size?: string;
  /** Lower-case; colours compare without case. */
  color?: string;
  /** As asked for; the page decides whether it applies (relevance only to searches). None: the listing's default. */
  sort?: ProductSort;
}

/** `?page=N` as a page number; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** A filter as given, or none: "-" and text with a control character (nothing carries one) filter nothing. */
function cleanFilter(value: string | null | undefined, caseOf: (s: string) => string): string | undefined {
  const text = caseOf((value ?? "").trim()).slice(0, MAX_FILTER_LENGTH);
  return text && text !== NONE && !hasAnyControlCharacter(text) ? text : undefined;
}

/** A known order; anything else is the default order. */
function parseSort(value: string | null | undefined): ProductSort | undefined {
  return isProductSort(value) ? value : undefined;
}

export const SIZE_SEPARATOR = ",";

/** The sizes of a view's `size`: none, one, or several. */
export function sizesOf(size: string | undefined): string[] {
  return (size ?? "")
    .split(SIZE_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Sizes as one filter: each cleaned, once, in their natural order (one address per choice), or none. */
function sizeFilter(sizes: string[]): string | undefined {
  const clean = [...new Set(sizes.map((size) => cleanFilter(size, (s) => s.toUpperCase())).filter((size): size is string => Boolean(size)))];
  return clean.length > 0 ? clean.sort(compareSizes).join(SIZE_SEPARATOR) : undefined;
}

/** The view with one size added or, when chosen already, taken away: what a size filter's link leads to. */
export function toggledSize(view: ListingView, size: string): ListingView {
  const sizes = sizesOf(view.size);
  return { ...view, page: 1, size: sizeFilter(sizes.includes(size) ? sizes.filter((s) => s !== size) : [...sizes, size]) };
}

export function viewFromQuery(query: URLSearchParams): ListingView {
  return {
    page: parsePage(query.get("page")),
    size: sizeFilter(query.getAll("size").flatMap((size) => size.split(SIZE_SEPARATOR))),
    color: cleanFilter(query.get("color"), (s) => s.toLowerCase()),
    sort: parseSort(query.get("sort")),
  };
}

/**
 * Decodes a path segment; a stray "%" is part of what was typed. Next has decoded a page's
 * params once already, so "%2500" arrives here as "%00": decoding that again to NUL (which
 * PostgreSQL cannot take) would read more than was sent, and the text stays as it is.
 */
function safeDecode(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment);
    return hasAnyControlCharacter(decoded) ? segment : decoded;
  } catch {
    return segment;
  }
}

/** The slug of /products/{slug}: the lower-cased search text or category (docs/product.md, Listings). */
export function normalizeTerm(slug: string): string {
  return safeDecode(slug).trim().toLowerCase().slice(0, MAX_TERM_LENGTH);
}

/**
 * The order a listing applies, or none when it is the listing's default ("newest" on a
 * category or /products, "relevance" on a search) or does not apply (relevance without
 * search text), so that each view has one internal path and one cached page. A term is
 * taken for a category when it is one of the shop's (lib/catalog/listing.ts termListing also
 * asks that some product carries it: one that none does is searched, in relevance order).
 */
export function appliedSort(term: string | null, sort: ProductSort | undefined): ProductSort | undefined {
  const isSearch = Boolean(term) && !isShopCategory(term ?? "");
  const applied = effectiveSort(sort, isSearch);
  return applied === defaultSort(isSearch) ? undefined : applied;
}

/**
 * The path proxy.ts rewrites a public listing address to: one per view (appliedSort). The first
 * view is its own page, `/products[/{slug}]` (app/(shop)/products/[[...slug]]), so
 * `/products?sort=relevance` and `/products/Shirts` are the cached page of `/products` and
 * `/products/shirts`.
 */
export function internalListingPath(term: string | null, view: ListingView): string {
  const sort = appliedSort(term, view.sort);
  if (view.page === 1 && !view.size && !view.color && !sort) return listingBasePath(term);
  const tail = `${view.page}/${encodeURIComponent(view.size ?? NONE)}/${encodeURIComponent(view.color ?? NONE)}/${sort ?? NONE}`;
  return term ? `/listing/in/${encodeURIComponent(term)}/${tail}` : `/listing/all/${tail}`;
}

/** The view encoded in the internal path's segments. */
export function viewFromSegments(segments: ListingSegments): ListingView {
  return {
    page: parsePage(segments.page),
    size: sizeFilter(safeDecode(segments.size).split(SIZE_SEPARATOR)),
    color: cleanFilter(safeDecode(segments.color), (s) => s.toLowerCase()),
    sort: parseSort(segments.sort),
  };
}

/** The segments of the internal path after /listing/all or /listing/in/{slug}. */
export interface ListingSegments {
  page: string;
  size: string;
  color: string;
  sort: string;
}

/** A listing's first view, with no filter and its default order: /products and /products/{slug} as they are. */
export const FIRST_VIEW: ListingSegments = { page: "1", size: NONE, color: NONE, sort: NONE };

/** The public address of a listing view, with its query in one fixed order (one URL per view). */
export function listingHref(basePath: string, view: ListingView): string {
  const query = new URLSearchParams();
  if (view.size) query.set("size", view.size);
  if (view.color) query.set("color", view.color);
  if (view.sort) query.set("sort", view.sort);
  if (view.page > 1) query.set("page", String(view.page));
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}

/** /products, or /products/{term} with the term as typed in the address bar. */
export function listingBasePath(term: string | null): string {
  return term ? `/products/${encodeURIComponent(term)}` : "/products";
}

/**
 * The page numbers to show: the first, the last, and two either side of the current one,
 * with null where a run is left out. A catalog of 100,000 has over 4,000 pages; listing
 * them all would make every listing page heavy.
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n += 1) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  // A gap of one page shows that page: "…" should never stand for a single number.
  return sorted.flatMap((n, i) => {
    const gap = i > 0 ? n - sorted[i - 1] : 1;
    return gap === 1 ? [n] : gap === 2 ? [n - 1, n] : [null, n];
  });
}

/** Where a search goes: the lower-cased text as the listing slug (docs/product.md, Top bar). */
export function searchPath(text: string): string {
  const term = text.trim().toLowerCase();
  return term ? `/products/${encodeURIComponent(term)}` : "/products";
}
