"use client";

import { errorWords } from "@/lib/i18n/error-words";
import type { ClientMessages, ClientNamespace, ClientTextsValue } from "@/lib/i18n/client-texts";
import type { ApiError } from "@/lib/stores/api";
import { Texts, useLang, useTexts } from "./ClientTexts";

// Apart from ClientTexts.tsx, which every page loads: only the pages with forms of their own
// (the cart, checkout, login, sign-up) load these.

/**
 * The words of a page's own forms (PAGE_NAMESPACES: the cart's, checkout's, the login's), added
 * to the frame's by the page that shows them; no other page's document carries them.
 */
export function PageTexts({ value, children }: { value: ClientTextsValue; children: React.ReactNode }) {
  const frame = useTexts();
  return <Texts.Provider value={{ lang: frame.lang, texts: { ...frame.texts, ...value.texts } }}>{children}</Texts.Provider>;
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
