import { hasHindi } from "./hindi-pages.ts";
import { localized, unlocalized, type Lang } from "./langs.ts";

/** The address of the language switch (app/language/[lang]/route.ts): a plain link, no script. */
export const switchPath = (to: Lang) => `/language/${to}`;

/** A year: the choice outlives the session, as a shopper's language does. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Where the language switch leads: the page it was pressed on (its Referer, when it is one of
 * the shop's own) in the other language, query kept; that language's landing page when the
 * page has no Hindi address or the Referer says nothing.
 */
export function switchedPath(to: Lang, referer: string | null, host: string | null): string {
  let from: URL;
  try {
    from = new URL(referer ?? "");
  } catch {
    return localized(to, "/");
  }
  if (!host || from.host !== host) return localized(to, "/");
  const path = unlocalized(from.pathname);
  return to === "hi" && !hasHindi(path) ? localized(to, "/") : `${localized(to, path)}${from.search}`;
}
