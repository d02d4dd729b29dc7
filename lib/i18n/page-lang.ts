import { cache } from "react";
import { DEFAULT_LANG, type Lang } from "./langs.ts";

// The language of the page being rendered, for the server components deep in its tree. Each
// Hindi page and layout (app/hi/**) says so first, as next-intl's setRequestLocale asks of
// pages, since Next may render a layout and its page apart. Held per request (React's cache),
// it starts as English: the English pages need not say anything and read no request header,
// so they stay static and cached.
const held = cache((): { lang: Lang } => ({ lang: DEFAULT_LANG }));

export function setPageLang(lang: Lang): void {
  held().lang = lang;
}

export function pageLang(): Lang {
  return held().lang;
}
