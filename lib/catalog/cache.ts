import { unstable_cache } from "next/cache";
import { cache } from "react";
import { idSchema } from "../validation/common.ts";
import { listingFacets, type Facets } from "./facets.ts";
import { countProducts, findProduct, findProductPage, pageWindow, type ProductFilter, type ProductPage } from "./products.ts";
import { toProductRecord, type ProductRecord } from "./record.ts";
import { MAX_PAGE_SIZE } from "../validation/products.ts";
import { allWordsText, searchedInstead, suggestSearches } from "./search.ts";
import { catalogCategories, sitemapProducts, type SitemapProduct } from "./sitemap.ts";
import { similarProducts } from "./similar.ts";
import { saleClock } from "./sales.ts";
import { untilTag } from "../cache/until.mjs";

// The catalog as the storefront reads it: every read goes through Next's data cache, and
// the pages that use it carry its tags, so lib/catalog/revalidate.ts can expire both when
// a seller changes a product. Only public catalog data is read here, never anything of a
// user. Results are plain JSON (the cache stores JSON: a Date would come back a string): a
// product is kept as its record (record.ts). The keys that hold products are not the ones that
// held the API's JSON ("product", "similar", "search-head", "product-page"), so an entry kept in
// that shape, in Redis shared between releases, is never read as a record.

/**
 * How long any cached catalog read lives, at most (the pages' own safety net, `revalidate =
 * 3600`, is the same). Tags expire entries the moment a product changes; the lifetime bounds
 * what nobody expires: Redis drops an entry one lifetime after it went stale
 * (lib/cache/redis-cache-handler.mjs), so one visitor's search texts cannot pile up for days.
 */
export const LIFETIME_S = 3600;

/** Listings, search, facets, suggestions, the sitemap: anything one product change can alter. */
export const CATALOG_TAG = "catalog";

/** One product's page. */
export function productTag(id: string): string {
  return `product:${id}`;
}

/**
 * The sale clock of this request (lib/catalog/sales.ts): ends the sales that are over and
 * answers when the next one ends, as a key part ("-" for none). Every cached read of product
 * prices carries it in its key, so none is served past a sale's end; and the page being
 * rendered gets the tag `until:{that moment}` (through an entry of its own, as tags reach a page
 * only through its cached reads), which the cache handlers honour (lib/cache/until.mjs): a
 * page that shows a price is rendered afresh at the next request after any sale ends, as a
 * change to a product is (revalidate.ts). Once per request (React's cache).
 */
export const catalogClock = cache(async (): Promise<string> => {
  const next = await saleClock();
  if (next === null) return "-";
  await unstable_cache(async () => next, ["sale-clock", String(next)], { tags: [untilTag(next)], revalidate: LIFETIME_S })();
  return String(next);
});

/**
 * A product for its page; null when there is none. Tagged per product, so one edit
 * re-renders one page. Something that is no id is no product: it never reaches the cache,
 * whose tags are limited in length.
 */
export async function cachedProduct(id: string): Promise<ProductRecord | null> {
  if (!idSchema.safeParse(id).success) return null;
  const clock = await catalogClock();
  return unstable_cache(
    async () => {
      const product = await findProduct(id);
      return product ? toProductRecord(product) : null;
    },
    ["product-record", id, clock],
    { tags: [productTag(id)], revalidate: LIFETIME_S },
  )();
}

/**
 * A product page's "Similar products" (similar.ts). Tagged with the product, as its page is:
 * a change to another product reaches it within the hour rather than re-rendering every
 * product page at once.
 */
export async function cachedSimilarProducts(product: ProductRecord): Promise<ProductRecord[]> {
  const clock = await catalogClock();
  return unstable_cache(
    async () => (await similarProducts({ id: product.id, categories: product.categories, pricePaise: product.pricePaise })).map(toProductRecord),
    ["similar-records", product.id, clock],
    { tags: [productTag(product.id)], revalidate: LIFETIME_S },
  )();
}

export interface ProductPageRecords {
  products: ProductRecord[];
  total: number;
  /** `total` is a lower bound (a broad search, lib/catalog/search.ts). */
  more?: boolean;
}

/**
 * The text a search has all the words of (search.ts, allWordsText): its page, its facets and its
 * "Showing results for" each need it, up to two queries and a spelling pass each time. Kept like the
 * rest, and shared within a request by React's cache, as Next's does not merge misses that run
 * at the same time.
 */
const cachedAllWords = cache(unstable_cache(async (text: string) => allWordsText(text), ["all-words-text"], { tags: [CATALOG_TAG], revalidate: LIFETIME_S }));

/** How many products match a listing or search, whichever page is asked for. */
const cachedTotal = unstable_cache(async (scope: ProductFilter) => countProducts(scope), ["product-total"], { tags: [CATALOG_TAG], revalidate: LIFETIME_S });

function pageRecords({ products, total, more }: ProductPage): ProductPageRecords {
  return { products: products.map(toProductRecord), total, ...(more && { more }) };
}

/**
 * A search's first MAX_PAGE_SIZE matches by relevance, unfiltered. Its facets are drawn from
 * them (facets.ts) and its first pages are slices of them, so a search page ranks its matches
 * once, not twice: at a million products that took 30 to 60 ms for a few thousand matches.
 */
const searchHeadAt = cache(
  unstable_cache(
    async (q: string, _clock: string) => pageRecords(await findProductPage({ q, limit: MAX_PAGE_SIZE }, cachedTotal, cachedAllWords)),
    ["search-head-records"],
    {
      tags: [CATALOG_TAG],
      revalidate: LIFETIME_S,
    },
  ),
);

async function searchHead(q: string): Promise<ProductPageRecords> {
  return searchHeadAt(q, await catalogClock());
}

/** `_clock`: catalogClock's, a part of the key only (the prices and the price order hold until it). */
const productPageAt = unstable_cache(
  async (filter: ProductFilter, _clock: string): Promise<ProductPageRecords> => {
    const { limit, offset } = pageWindow(filter);
    const unfiltered = !filter.category && !filter.size && !filter.color && (filter.sort ?? "relevance") === "relevance";
    if (filter.q?.trim() && unfiltered && offset + limit <= MAX_PAGE_SIZE) {
      const head = await searchHead(filter.q);
      return { ...head, products: head.products.slice(offset, offset + limit) };
    }
    return pageRecords(await findProductPage(filter, cachedTotal, cachedAllWords));
  },
  ["product-page-records"],
  { tags: [CATALOG_TAG], revalidate: LIFETIME_S },
);

/** One page of a listing or search (lib/catalog/products.ts findProductPage), with the total, counted once for all pages. */
export async function cachedProductPage(filter: ProductFilter): Promise<ProductPageRecords> {
  return productPageAt(filter, await catalogClock());
}

/** Whether some product carries this category (otherwise /products/{slug} is a search). */
export async function cachedIsCategory(term: string): Promise<boolean> {
  return (await cachedTotal({ category: term })) > 0;
}

export const cachedFacets = unstable_cache(
  async (scope: { category?: string; department?: string; q?: string }): Promise<Facets> =>
    listingFacets(scope, async (q) => (await searchHead(q)).products.map((p) => ({ sizes: p.sizes, color: p.color }))),
  ["facets"],
  {
    tags: [CATALOG_TAG],
    revalidate: LIFETIME_S,
  },
);

export const cachedSuggestions = unstable_cache(async (term: string) => suggestSearches(term), ["search-suggestions"], {
  tags: [CATALOG_TAG],
  revalidate: LIFETIME_S,
});

/** The corrected text a search listing says it showed instead (search.ts, searchedInstead). */
export const cachedSearchedInstead = unstable_cache(async (term: string) => searchedInstead(term, cachedAllWords), ["searched-instead"], {
  tags: [CATALOG_TAG],
  revalidate: LIFETIME_S,
});

export const cachedSitemapProducts = unstable_cache(
  async (offset: number, limit: number): Promise<SitemapProduct[]> => sitemapProducts(offset, limit),
  ["sitemap-products"],
  { tags: [CATALOG_TAG], revalidate: LIFETIME_S },
);

export function cachedProductCount(): Promise<number> {
  return cachedTotal({});
}

export const cachedCategories = unstable_cache(async () => catalogCategories(), ["categories"], { tags: [CATALOG_TAG], revalidate: LIFETIME_S });
