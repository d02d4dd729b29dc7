import { createTranslator, type Messages } from "next-intl";
import en from "./messages/en.json";
import hi from "./messages/hi.json";
import { INTL_LOCALE, type Lang } from "./langs.ts";
import { pageLang } from "./page-lang.ts";

// The shop's words in each language: one message file per language (lib/i18n/messages),
// ICU messages read by next-intl, on the server only. Client components get the plain
// strings they need (components/i18n/ClientTexts.tsx), so no message parser and no other
// language's words reach the browser.

export type ShopMessages = typeof en;
export type Namespace = keyof ShopMessages;

const MESSAGES: Record<Lang, ShopMessages> = { en, hi };

export function messagesOf(lang: Lang): ShopMessages {
  return MESSAGES[lang];
}

/** A translator of one namespace in a language: t("key", { values }). */
export function textsIn<N extends Namespace>(lang: Lang, namespace: N) {
  return createTranslator({ locale: INTL_LOCALE[lang], messages: MESSAGES[lang] as Messages, namespace, timeZone: "Asia/Kolkata" });
}

/** The translator of the page being rendered (lib/i18n/page-lang.ts). */
export function shopText<N extends Namespace>(namespace: N) {
  return textsIn(pageLang(), namespace);
}
