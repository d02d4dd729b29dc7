import { describe, expect, it } from "vitest";
// @ts-expect-error: Next's cache handler, plain JavaScript without types, loaded by Next outside the bundle.
import MemoryCacheHandler from "./memory-cache-handler.mjs";

// Next's shapes: what `unstable_cache` stores (a FETCH entry) and how it asks for it.
const data = (body: string, tags: string[]) => ({ kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, tags, revalidate: 3600 });
const asked = (tags: string[]) => ({ kind: "FETCH", tags, softTags: [] });
const stored = (tags: string[]) => ({ fetchCache: true, tags, revalidate: 3600 });

const handler = () => new MemoryCacheHandler({ flushToDisk: false, serverDistDir: "/nonexistent", maxMemoryCacheSize: 1_000_000, revalidatedTags: [] });
/** A handler and a key and tag no other test uses (Next's memory store is one per process). */
const freshEntry = () => {
  const key = `reviews-${Math.random()}`;
  return { cache: handler(), key, tag: `product:${key}` };
};
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

describe("an entry written after its tag expired during the render", () => {
  it("counts as made when its key missed, so the expiry reaches it", async () => {
    const { cache, key, tag } = freshEntry();
    expect(await cache.get(key, asked([tag]))).toBeNull();
    await tick();
    // A review hidden while the render that read the old reviews was still running.
    await cache.revalidateTag([tag]);
    await tick();
    await cache.set(key, data('{"reviews":1}', [tag]), stored([tag]));
    expect(await cache.get(key, asked([tag]))).toBeNull();
  });

  it("is served when no tag of it expired meanwhile", async () => {
    const { cache, key, tag } = freshEntry();
    expect(await cache.get(key, asked([tag]))).toBeNull();
    await tick();
    await cache.set(key, data('{"reviews":1}', [tag]), stored([tag]));
    expect((await cache.get(key, asked([tag])))?.value.data.body).toBe('{"reviews":1}');
  });
});
