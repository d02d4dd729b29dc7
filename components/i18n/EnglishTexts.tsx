"use client";

import texts from "@/lib/i18n/messages/en.json?frame";
import { Texts } from "./ClientTexts";

const VALUE = { lang: "en", texts } as const;

/** The English frame's words, from a script of their own (lib/i18n/frame-texts-loader.mjs): English pages load no Hindi. */
export function EnglishTexts({ children }: { children: React.ReactNode }) {
  return <Texts.Provider value={VALUE}>{children}</Texts.Provider>;
}
