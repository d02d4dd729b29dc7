// When each cache key last missed, per process, for both cache handlers (memory and Redis).
// The time of a miss is the earliest the data of the render that follows can have been read,
// so the entry that render writes counts as made then, not when it is written: a tag expired
// while it rendered (a review hidden while its product's page was being prefetched) then
// expires it too, where Next's own stamp (the time of writing) would keep the old data an
// hour. An entry written more than MISS_MEMORY_MS after its miss gets the time it is written.

const MISS_MEMORY_MS = 60_000;
const MISS_MEMORY_ENTRIES = 10_000;

export class Misses {
  #missed = new Map();

  /** A miss of `key`, at `at` (the clock the handler's tags are stamped with); the earliest unmatched one is kept. */
  note(key, at = Date.now()) {
    if (this.#missed.size >= MISS_MEMORY_ENTRIES) this.#missed.clear();
    if (!this.#missed.has(key)) this.#missed.set(key, { at, seen: Date.now() });
  }

  /** When the render now writing `key` can have begun reading, if its miss is recent; forgets the miss. */
  take(key) {
    const miss = this.#missed.get(key);
    this.#missed.delete(key);
    return miss && Date.now() - miss.seen < MISS_MEMORY_MS ? miss.at : undefined;
  }
}
