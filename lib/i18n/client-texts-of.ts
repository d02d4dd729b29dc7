import type { ClientNamespace, ClientTextsValue } from "./client-texts.ts";
import type { Lang } from "./langs.ts";
import { messagesOf } from "./text.ts";

/**
 * What a page hands its client components in its language, nothing of the other language: the
 * namespaces it adds to the frame's (PAGE_NAMESPACES, through PageTexts).
 */
export function clientTextsOf(lang: Lang, namespaces: readonly ClientNamespace[]): ClientTextsValue {
  const messages = messagesOf(lang);
  return { lang, texts: Object.fromEntries(namespaces.map((ns) => [ns, messages[ns]])) };
}
