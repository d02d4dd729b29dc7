// Next's `cacheHandler` when REDIS_URL is set (next.config.ts): the incremental cache (pages
// rendered on first request, `unstable_cache` data) kept in Redis through
// lib/cache/shared-cache.mjs, so that every server process serves the same entries and a
// tag expired by any of them is expired for all. Why our own and not a library: README,
// Running several processes.
import { worthKeeping } from "./kept.mjs";
import { Misses } from "./misses.mjs";
import { sharedCache } from "./shared-cache.mjs";
import { outlived } from "./until.mjs";

const TAGS_HEADER = "x-next-cache-tags";

function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",") : Array.isArray(header) ? header : [];
  return [...new Set([...fromHeader, ...(ctx?.tags ?? [])])].filter(Boolean);
}

function ttlSecondsOf(ctx) {
  const revalidate = ctx?.cacheControl?.revalidate ?? ctx?.revalidate;
  // Kept one revalidation period past stale, so that Next can serve it while it renders anew.
  return typeof revalidate === "number" && revalidate > 0 ? Math.max(2 * revalidate, 60) : undefined;
}

export default class RedisCacheHandler {
  // Per process, in Redis's clock (lib/cache/misses.mjs).
  static misses = new Misses();

  async get(key, ctx) {
    const found = await sharedCache().get(key, ctx?.softTags ?? []);
    if (!found) return null;
    if ("missedAt" in found) {
      RedisCacheHandler.misses.note(key, found.missedAt);
      return null;
    }
    // A page past a sale's end (lib/cache/until.mjs): a miss, rendered afresh.
    if (outlived(found.entry.value)) return null;
    return { lastModified: found.lastModified, value: found.entry.value, cacheControl: found.entry.cacheControl };
  }

  async set(key, data, ctx) {
    const madeAt = RedisCacheHandler.misses.take(key);
    if (!worthKeeping(data)) return;
    await sharedCache().set(key, { value: data, cacheControl: ctx?.cacheControl }, { tags: tagsOf(data, ctx), madeAt, ttlSeconds: ttlSecondsOf(ctx) });
  }

  async revalidateTag(tags) {
    await sharedCache().expireAgain(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}
