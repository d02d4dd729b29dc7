interface SharedCache {
  /** Resolves once the first connection attempt settles or `timeoutMs` passes. */
  ready(timeoutMs: number): Promise<void>;
  /** Whether Redis answers now and the cache is in use. */
  check(): Promise<boolean>;
  expireTags(tags: string[]): Promise<void>;
}
/** The shared cache of this process, or null without REDIS_URL. */
export function sharedCache(): SharedCache | null;
/** Records that these tags changed, in Redis, before the caller answers. No-op without REDIS_URL. */
export function expireSharedTags(tags: string[]): Promise<void>;
