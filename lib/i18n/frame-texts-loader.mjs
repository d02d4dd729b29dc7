// Turbopack loader (next.config.ts): a language's message file imported as `…/en.json?frame`
// becomes a module of only the namespaces every page's client components read (CLIENT_NAMESPACES, lib/i18n/client-texts.ts),
// so the browser loads those words with the page's scripts, once, instead of finding them in
// every page's HTML (docs/performance.md, session 21), and the message files stay one per
// language (issue 46). The server reads the whole file as JSON (lib/i18n/text.ts).

/** @this {{ getOptions(): { namespaces: string[] } }} */
export default function frameTextsLoader(source) {
  const messages = JSON.parse(source);
  const { namespaces } = this.getOptions();
  const frame = Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
  return `export default ${JSON.stringify(frame)};`;
}
