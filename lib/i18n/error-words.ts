import type en from "./messages/en.json";

/**
 * The words for an API error code (the `apiErrors` messages of a page's language), or the
 * general ones for a code without words of its own. The API answers in English for every
 * client; a Hindi page words its refusals by their code (components/i18n/ClientTexts.tsx).
 */
export function errorWords(words: (typeof en)["apiErrors"], code: string | null | undefined): string {
  const byCode: Record<string, string> = words;
  return code && Object.hasOwn(byCode, code) ? byCode[code] : words.other;
}
