import { CLIENT_NAMESPACES, type ClientTextsValue } from "./client-texts.ts";
import type { Lang } from "./langs.ts";
import { messagesOf } from "./text.ts";

/** What a page hands its client components: its language's client namespaces, nothing of the other language. */
export function clientTextsOf(lang: Lang): ClientTextsValue {
  const messages = messagesOf(lang);
  return { lang, texts: Object.fromEntries(CLIENT_NAMESPACES.map((ns) => [ns, messages[ns]])) as ClientTextsValue["texts"] };
}
