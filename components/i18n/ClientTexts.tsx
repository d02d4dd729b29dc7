"use client";

import { createContext, useContext } from "react";
import { fill } from "@/lib/i18n/fill";
import { localized, type Lang } from "@/lib/i18n/langs";
import type { ClientMessages, ClientNamespace, ClientTextsValue } from "@/lib/i18n/client-texts";

export const Texts = createContext<ClientTextsValue | null>(null);

/**
 * The page's language and the words its client components show, in that language only. Every
 * page's frame provides them (components/layout/ShopFrame.tsx, with ./EnglishTexts.tsx or
 * ./HindiTexts.tsx); a page adds its own with PageTexts (./PageTexts.tsx).
 */
export function useTexts(): ClientTextsValue {
  return useContext(Texts)!;
}

export function useLang(): Lang {
  return useTexts().lang;
}

/**
 * A page's address in the page's language: `/products` on an English page, `/hi/products` on a
 * Hindi one. Only for pages that have a Hindi address (lib/i18n/hindi-pages.ts: the browser
 * is not handed that list); a link to any other page names its English address.
 */
export function useLocalized(): (path: string) => string {
  const lang = useLang();
  return (path) => localized(lang, path);
}

/** The words of one namespace: t("key", { values }). */
export function useText<N extends ClientNamespace>(namespace: N): (key: keyof ClientMessages[N] & string, values?: Record<string, string | number>) => string {
  const texts = useTexts().texts[namespace] as Record<string, unknown>;
  return (key, values) => fill(String(texts[key]), values);
}
