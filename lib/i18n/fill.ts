/**
 * A plain message with its {placeholders} filled: what client components show, from the
 * strings their page handed them (components/i18n/ClientTexts.tsx). Plurals and formats are
 * the server's (lib/i18n/text.ts); the browser gets no message parser.
 */
export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
