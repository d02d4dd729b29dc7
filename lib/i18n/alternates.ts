import type { Metadata } from "next";
import { HREFLANG, localized, type Lang } from "./langs.ts";

/**
 * A page's canonical address in its own language and its alternates in both (hreflang
 * en-IN, hi-IN, and x-default: the English page). `path` is the English address, query included.
 */
export function languageAlternates(lang: Lang, path: string): NonNullable<Metadata["alternates"]> {
  return {
    canonical: localized(lang, path),
    languages: { [HREFLANG.en]: path, [HREFLANG.hi]: localized("hi", path), "x-default": path },
  };
}
