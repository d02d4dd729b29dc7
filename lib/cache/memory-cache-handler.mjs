// Next's `cacheHandler` without REDIS_URL (next.config.ts): Next's own in-memory cache (a
// least-recently-used store bounded by `cacheMaxMemorySize`; nothing on disk, as
// `isrFlushToDisk: false` says), except that pages which show nothing are not kept
// (lib/cache/kept.mjs). Next does not export the class; the path is pinned with `next`'s
// version in package.json, and tests/api/page-cache.test.ts fails if it moves.
import nextFileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { worthKeeping } from "./kept.mjs";

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache;

export default class MemoryCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (!worthKeeping(data)) return;
    await super.set(key, data, ctx);
  }
}
