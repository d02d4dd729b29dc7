import type en from "./messages/en.json";
import type { Lang } from "./langs.ts";

/** The namespaces client components read (components/i18n/ClientTexts.tsx): plain strings, {placeholders} only. */
export const CLIENT_NAMESPACES = ["frame", "carousel", "errors", "buy"] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
export type ClientMessages = Pick<typeof en, ClientNamespace>;

export interface ClientTextsValue {
  lang: Lang;
  texts: ClientMessages;
}
