// The shop's two languages and their addresses (docs/architecture.md, Languages). English
// lives at the addresses the specification names; Hindi at the same path under /hi. The
// language is in the path, never in a cookie, so each language's pages are cached apart.

export const LANGS = ["en", "hi"] as const;
export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = "en";
export const HINDI_PREFIX = "/hi";

/** `<html lang>`: English pages say en-IN as they always did; Hindi pages hi. */
export const HTML_LANG: Record<Lang, string> = { en: "en-IN", hi: "hi" };
/** The hreflang of each language's alternate. */
export const HREFLANG: Record<Lang, string> = { en: "en-IN", hi: "hi-IN" };
/** Open Graph's locale. */
export const OG_LOCALE: Record<Lang, string> = { en: "en_IN", hi: "hi_IN" };
/**
 * Dates and numbers: Hindi dates with Latin digits and Indian grouping, as the large shops print them; Hindi
 * times on the 24-hour clock (15:30), as hi-IN's 12-hour clock says "am"/"pm" in English.
 */
export const INTL_LOCALE: Record<Lang, string> = { en: "en-IN", hi: "hi-IN-u-hc-h23" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** A site path in a language: `/cart` → `/hi/cart`, `/` → `/hi`; English paths stay as they are. */
export function localized(lang: Lang, path: string): string {
  if (lang === "en") return path;
  return path === "/" ? HINDI_PREFIX : `${HINDI_PREFIX}${path}`;
}

/** The language of a site path. */
export function langOfPath(pathname: string): Lang {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** A path without its language: `/hi/cart` → `/cart`, `/hi` → `/`. */
export function unlocalized(pathname: string): string {
  if (langOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/** The cookie that remembers a shopper's choice of language for the next visit (proxy.ts): read only on the way in, never by a page. */
export const LANG_COOKIE = "lang";
