// The cache that several server processes share when REDIS_URL is set: Next's rendered pages
// and cached catalog data (lib/cache/redis-cache-handler.mjs stores them here) and the times
// their tags were expired. Plain JavaScript, because Next loads the cache handler outside the
// app's bundle; one instance per process on a global, shared with the bundled app code
// (health check, revalidation). How it behaves when Redis fails: README, Running several
// processes.
//
// Freshness: every entry keeps the Redis time it was made (`lm`); expiring a tag records the
// Redis time in one hash; an entry is served only if none of its tags (nor the `*` tag, which
// stands for all) was expired at or after its time. That hash always holds `*` (set when a
// process connects, and by any write that finds it gone): a Redis bounded with `maxmemory-policy allkeys-lru` may evict the hash like
// any key, and then every entry counts as stale until a write sets `*` again, at that moment,
// so no expiry the hash held is forgotten. A write Redis refuses (out of memory under
// `noeviction`) only leaves that page unstored. One script does the check and the read
// in one round trip, and Redis' clock is the only clock, so processes on machines whose
// clocks differ still agree.
//
// Outages: while Redis does not answer, nothing is read or written (pages render from the
// database) and an expiry cannot be recorded. So after any failure, and after an expiry that
// could not be sent, the first thing done once Redis answers again is to expire `*`: every
// entry written before that moment is treated as stale, whichever process wrote it.
import { createClient } from "@redis/client";
import { onShutdown } from "../shutdown.mjs";

const GLOBAL = Symbol.for("vastra.sharedCache");
const ALL = "*";
const OP_TIMEOUT_MS = 2500;
const RECOVERY_POLL_MS = 1000;
// A page whose tags nobody expires still goes after a week, so that Redis does not fill up
// with addresses nobody asks for any more.
const UNTIMED_TTL_S = 7 * 24 * 3600;
// Next expires the same tags again after the response has gone (its revalidateTag runs in
// the background; lib/catalog/revalidate.ts has already written them): that repeat would
// only throw away the pages other processes rendered afresh in between.
const REPEAT_WINDOW_MS = 30_000;

const NOW_MS = "local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)";

// KEYS: entry, tag times. ARGV: tags given by the caller (comma-separated). Returns
// {lm, stored} when fresh, else the current Redis time (the render that follows starts now).
const GET_SCRIPT = `${NOW_MS}
local e = redis.call('HMGET', KEYS[1], 'lm', 'tags', 'v')
if not e[3] then return now end
local lm = tonumber(e[1])
local names = {'${ALL}'}
for tag in string.gmatch(e[2] .. ',' .. ARGV[1], '[^,]+') do names[#names + 1] = tag end
local times = redis.call('HMGET', KEYS[2], unpack(names))
if not times[1] then return now end
for i = 1, #times do
  if times[i] and tonumber(times[i]) >= lm then return now end
end
return {e[1], e[3]}`;

// KEYS: entry, tag times. ARGV: made-at time or '' for now, tags, stored value, TTL in seconds.
const SET_SCRIPT = `${NOW_MS}
redis.call('HSETNX', KEYS[2], '${ALL}', now)
local lm = ARGV[1] ~= '' and ARGV[1] or now
redis.call('HSET', KEYS[1], 'lm', lm, 'tags', ARGV[2], 'v', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1`;

// KEYS: tag times. Sets `*` when it is not there (a new Redis, or the hash was evicted).
const INIT_SCRIPT = `${NOW_MS}
redis.call('HSETNX', KEYS[1], '${ALL}', now)
return now`;

// KEYS: tag times. ARGV: the tags to expire.
const EXPIRE_SCRIPT = `${NOW_MS}
for i = 1, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], now) end
return now`;

/** The shared cache of this process, or null without REDIS_URL. Connects on first use. */
export function sharedCache() {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  return (globalThis[GLOBAL] ??= createSharedCache(url, process.env.REDIS_KEY_PREFIX || "vastra:"));
}

/** Records that these tags changed, in Redis, before the caller answers (every process sees it on its next request). No-op without REDIS_URL. */
export async function expireSharedTags(tags) {
  await sharedCache()?.expireTags(tags);
}

function withTimeout(promise, ms) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function describe(url) {
  try {
    return new URL(url).host;
  } catch {
    return "(unparseable REDIS_URL)";
  }
}

// Next's entries hold Buffers (page payloads) and Maps (per-segment payloads); JSON keeps neither.
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { __vastraBuffer: raw.toString("base64") };
  if (raw instanceof Map) return { __vastraMap: [...raw.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === "object") {
    if (typeof value.__vastraBuffer === "string") return Buffer.from(value.__vastraBuffer, "base64");
    if (Array.isArray(value.__vastraMap)) return new Map(value.__vastraMap);
  }
  return value;
}

function encodeEntry(entry) {
  return JSON.stringify(entry, replacer);
}

function decodeEntry(text) {
  return JSON.parse(text, reviver);
}

function createSharedCache(url, prefix) {
  const tagTimesKey = `${prefix}tags`;
  const entryKey = (key) => `${prefix}entry:${key}`;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 5000,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  });

  const expiredHere = new Map();
  let usable = false;
  let needsFlush = false;
  let reported = false;
  let recovering = null;
  let poll = null;

  function down(error) {
    usable = false;
    needsFlush = true;
    if (!reported) {
      reported = true;
      console.error(`Vastra: cannot reach Redis at ${describe(url)} (${error?.message || error}); pages render from the database until it answers.`);
    }
    poll ??= setInterval(() => void recover(), RECOVERY_POLL_MS);
    poll.unref();
  }

  async function flushAndResume() {
    try {
      await withTimeout(client.sendCommand(["EVAL", needsFlush ? EXPIRE_SCRIPT : INIT_SCRIPT, "1", tagTimesKey, ...(needsFlush ? [ALL] : [])]), OP_TIMEOUT_MS);
      needsFlush = false;
      usable = true;
      clearInterval(poll);
      poll = null;
      if (reported) {
        reported = false;
        console.error(`Vastra: Redis at ${describe(url)} answers again; the shared cache is in use.`);
      }
    } catch (error) {
      down(error);
    }
  }

  function recover() {
    if (usable || !client.isReady) return Promise.resolve();
    recovering ??= flushAndResume().finally(() => {
      recovering = null;
    });
    return recovering;
  }

  /** `refusable`: an out-of-memory refusal only means not stored (a full Redis still answers). */
  async function run(command, { refusable = false } = {}) {
    if (!usable) return undefined;
    try {
      return await withTimeout(client.sendCommand(command), OP_TIMEOUT_MS);
    } catch (error) {
      if (refusable && /^OOM/.test(error?.message ?? "")) return undefined;
      down(error);
      return undefined;
    }
  }

  async function expire(tags) {
    if (tags.length === 0) return;
    // Not recorded now, so everything older must go once Redis is back.
    if (!usable) {
      needsFlush = true;
      return;
    }
    if ((await run(["EVAL", EXPIRE_SCRIPT, "1", tagTimesKey, ...tags])) === undefined) needsFlush = true;
  }

  client.on("error", down);
  client.on("ready", () => void recover());
  const connected = client.connect().catch(() => {});
  onShutdown(async () => {
    clearInterval(poll);
    if (client.isOpen) await client.close().catch(() => client.destroy());
  });

  return {
    /** Resolves once the first connection attempt settles (used at start, so the first requests find the cache). */
    async ready(timeoutMs) {
      await withTimeout(connected, timeoutMs).catch(() => {});
      await recover();
    },
    /** {lastModified, entry} when fresh; otherwise {missedAt} (Redis time) or null when Redis is not in use. */
    async get(key, softTags) {
      const reply = await run(["EVAL", GET_SCRIPT, "2", entryKey(key), tagTimesKey, softTags.join(",")]);
      if (reply === undefined) return null;
      if (!Array.isArray(reply)) return { missedAt: Number(reply) };
      return { lastModified: Number(reply[0]), entry: decodeEntry(String(reply[1])) };
    },
    async set(key, entry, { tags, madeAt, ttlSeconds }) {
      await run(
        [
          "EVAL",
          SET_SCRIPT,
          "2",
          entryKey(key),
          tagTimesKey,
          madeAt ? String(madeAt) : "",
          tags.join(","),
          encodeEntry(entry),
          String(ttlSeconds ?? UNTIMED_TTL_S),
        ],
        { refusable: true },
      );
    },
    async expireTags(tags) {
      for (const tag of tags) expiredHere.set(tag, Date.now());
      await expire(tags);
    },
    /** Next's own expiry of tags: those expireTags wrote moments ago are not written again. */
    async expireAgain(tags) {
      const now = Date.now();
      for (const [tag, at] of expiredHere) if (now - at > REPEAT_WINDOW_MS) expiredHere.delete(tag);
      await expire(tags.filter((tag) => !expiredHere.has(tag)));
    },
    /** Whether Redis answers now and the cache is in use (health check). */
    async check() {
      // A failed PING marks the cache down; when it is down, this tries to bring it back.
      if (usable) await run(["PING"]);
      else await recover();
      return usable;
    },
  };
}
