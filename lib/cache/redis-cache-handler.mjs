// Next's `cacheHandler` when REDIS_URL is set (next.config.ts): the incremental cache (pages
// rendered on first request, `unstable_cache` data) kept in Redis through
// lib/cache/shared-cache.mjs, so that every server process serves the same entries and a
// tag expired by any of them is expired for all. Why our own and not a library: README,
// Running several processes.
import { worthKeeping } from "./kept.mjs";
import { sharedCache } from "./shared-cache.mjs";
import { outlived } from "./until.mjs";

const TAGS_HEADER = "x-next-cache-tags";
// The time of a miss is the earliest the data of the render that follows can have been
// read; an entry written more than this long after its miss gets the time it is written.
const MISS_MEMORY_MS = 60_000;
const MISS_MEMORY_ENTRIES = 10_000;

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
  // Per process: when each key last missed, so that the entry rendered after it counts as
  // made before its data was read. A tag expired during that render then expires it too.
  static missedAt = new Map();

  async get(key, ctx) {
    const found = await sharedCache().get(key, ctx?.softTags ?? []);
    if (!found) return null;
    if ("missedAt" in found) {
      const misses = RedisCacheHandler.missedAt;
      if (misses.size >= MISS_MEMORY_ENTRIES) misses.clear();
      if (!misses.has(key)) misses.set(key, { at: found.missedAt, seen: Date.now() });
      return null;
    }
    // A page past a sale's end (lib/cache/until.mjs): a miss, rendered afresh.
    if (outlived(found.entry.value)) return null;
    return { lastModified: found.lastModified, value: found.entry.value, cacheControl: found.entry.cacheControl };
  }

  async set(key, data, ctx) {
    if (!worthKeeping(data)) {
      RedisCacheHandler.missedAt.delete(key);
      return;
    }
    const miss = RedisCacheHandler.missedAt.get(key);
    RedisCacheHandler.missedAt.delete(key);
    const madeAt = miss && Date.now() - miss.seen < MISS_MEMORY_MS ? miss.at : undefined;
    await sharedCache().set(key, { value: data, cacheControl: ctx?.cacheControl }, { tags: tagsOf(data, ctx), madeAt, ttlSeconds: ttlSecondsOf(ctx) });
  }

  async revalidateTag(tags) {
    await sharedCache().expireAgain(typeof tags === "string" ? [tags] : tags);
  }

  resetRequestCache() {}
}
