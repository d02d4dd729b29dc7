import { LANG_COOKIE, type Lang } from "@/lib/i18n/langs";

/** A year: the choice outlives the session, as a shopper's language does. */
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers a shopper's language for the next visit: proxy.ts sends someone who chose Hindi
 * from an English address to its Hindi one. Only the way in reads it; pages never do, so
 * each language's pages stay cached.
 */
export function rememberLanguage(lang: Lang): void {
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
