"use client";

import { createContext, useContext } from "react";
import { errorWords } from "@/lib/i18n/error-words";
import { fill } from "@/lib/i18n/fill";
import { localized, type Lang } from "@/lib/i18n/langs";
import type { ClientMessages, ClientNamespace, ClientTextsValue } from "@/lib/i18n/client-texts";
import type { ApiError } from "@/lib/stores/api";

const Texts = createContext<ClientTextsValue | null>(null);

/** The page's language and the words its client components show, in that language only. */
export function ClientTexts({ value, children }: { value: ClientTextsValue; children: React.ReactNode }) {
  return <Texts.Provider value={value}>{children}</Texts.Provider>;
}

/**
 * The words of a page's own forms (PAGE_NAMESPACES: the cart's, checkout's, the login's), added
 * to the frame's by the page that shows them; no other page's document carries them.
 */
export function PageTexts({ value, children }: { value: ClientTextsValue; children: React.ReactNode }) {
  const frame = useTexts();
  return <Texts.Provider value={{ lang: frame.lang, texts: { ...frame.texts, ...value.texts } }}>{children}</Texts.Provider>;
}

/** Every page's frame provides them (components/layout/ShopFrame.tsx). */
function useTexts(): ClientTextsValue {
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

/** A namespace's words as they are, for a component that also draws on the server from messagesOf(lang) (PriceSummary). */
export function useWords<N extends ClientNamespace>(namespace: N): ClientMessages[N] {
  return useTexts().texts[namespace] as ClientMessages[N];
}

/**
 * What a failed call says to the shopper: on an English page the API's own message (the
 * specification's words); on a Hindi page the Hindi words for its error code (apiErrors), as
 * the API answers in English for every client. `own`: the page's words for codes it knows better.
 */
export function useFailureText(): (failure: ApiError, own?: Partial<Record<string, string>>) => string {
  const lang = useLang();
  const codeText = useCodeText();
  return (failure, own = {}) => (lang === "en" ? failure.message : (own[failure.code] ?? codeText(failure.code)));
}

/** The page's words for an API error code (apiErrors): for a refusal the API names by its code in a JSON body (a cart coupon's reasonCode). */
export function useCodeText(): (code: string | undefined) => string {
  const words = useTexts().texts.apiErrors!;
  return (code) => errorWords(words, code);
}
