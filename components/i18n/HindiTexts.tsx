"use client";

import texts from "@/lib/i18n/messages/hi.json?frame";
import { Texts } from "./ClientTexts";

const VALUE = { lang: "hi", texts } as const;

/** The Hindi frame's words, from a script of their own (lib/i18n/frame-texts-loader.mjs), loaded by Hindi pages only. */
export function HindiTexts({ children }: { children: React.ReactNode }) {
  return <Texts.Provider value={VALUE}>{children}</Texts.Provider>;
}
