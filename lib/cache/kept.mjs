// Which of Next's cache entries are worth keeping, for both cache handlers (memory and Redis).
// A rendered page is kept only when it answered 200: a 404 (a search that finds nothing, a
// size or colour no product has, a page past the last) or a redirect costs one render and
// nothing more, so no visitor can fill the cache with addresses that show nothing (issue 27;
// README, Performance). Cached data (`unstable_cache`) and route answers are kept as they come.

/** Whether Next's entry `data` (an incremental-cache value) should be stored. */
export function worthKeeping(data) {
  return !(data?.kind === "APP_PAGE" && typeof data.status === "number" && data.status !== 200);
}
