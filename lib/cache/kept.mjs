// Which of Next's cache entries are worth keeping, for both cache handlers (memory and Redis).
// A rendered page is kept only when it answered 200: a 404 (a search that finds nothing, a
// size or colour no product has, a page past the last) or a redirect costs one render and
// nothing more, so no visitor can fill the cache with addresses that show nothing (issue 27;
// README, Performance). Cached data (`unstable_cache`, lib/catalog/cache.ts) likewise: what
// such an address read holds nothing (no product on the page, a total of 0, no product by
// that id), and is read again from the database, cheaply, when asked again. The rest is kept.

/** `unstable_cache` results that hold nothing: null, 0, an empty list or object. */
const NOTHING = new Set(["null", "0", "[]", "{}"]);

/** A page of products with none on it (lib/catalog/cache.ts, cachedProductPage). */
const EMPTY_PAGE = /^\{"products":\[\],/;

/** Whether Next's entry `data` (an incremental-cache value) should be stored. */
export function worthKeeping(data) {
  if (data?.kind === "APP_PAGE") return !(typeof data.status === "number" && data.status !== 200);
  if (data?.kind === "FETCH" && typeof data.data?.body === "string") return !(NOTHING.has(data.data.body) || EMPTY_PAGE.test(data.data.body));
  return true;
}
