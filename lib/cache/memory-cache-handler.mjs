// Next's `cacheHandler` without REDIS_URL (next.config.ts): Next's own in-memory cache (a
// least-recently-used store bounded by `cacheMaxMemorySize`; nothing on disk, as
// `isrFlushToDisk: false` says), except that pages which show nothing are not kept
// (lib/cache/kept.mjs). Next does not export the class; the path is pinned with `next`'s
// version in package.json, and tests/api/page-cache.test.ts fails if it moves.
import nextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { worthKeeping } from "./kept.mjs";
import { Misses } from "./misses.mjs";
import { outlived } from "./until.mjs";

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

/** When this process started: a page older than that is one of the build's files. */
const STARTED = Date.now();

/**
 * The few pages `next build` prerenders (/, /register, /forgot-password, the 404 page) were
 * made without the database (lib/legal/frame.ts), so their footer lacks the shop's legal
 * details: read from the build's files, they were served so, stale, to the first visitors
 * after every start. A page older than the process is a miss instead, rendered at once with
 * the shop profile (issue 47, point 15); the Redis handler never reads the build's files.
 */
export default class MemoryCacheHandler extends FileSystemCache {
  // An entry counts as made when its key missed, not when it is written (lib/cache/misses.mjs).
  static misses = new Misses();

  async get(key, ctx) {
    const found = await super.get(key, ctx);
    const kept = found && !outlived(found.value) && !(ctx?.kind === "APP_PAGE" && found.lastModified < STARTED) ? found : null;
    if (!kept) MemoryCacheHandler.misses.note(key);
    return kept;
  }

  async set(key, data, ctx) {
    const madeAt = MemoryCacheHandler.misses.take(key);
    if (!worthKeeping(data)) return;
    await super.set(key, data, ctx);
    // Next stamps the entry with the time of writing; the stored entry is Next's own object.
    const stored = madeAt === undefined ? undefined : FileSystemCache.memoryCache?.get(key);
    if (stored) stored.lastModified = madeAt;
  }
}
