/** Text made safe to put into HTML, as element content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Markup that is already safe; `html` leaves it alone where it escapes plain strings. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml | readonly SafeHtml[];

/**
 * A template tag for mail HTML: every interpolated string is escaped (titles, names and
 * addresses come from shoppers and sellers), SafeHtml and lists of it are kept as they are.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0];
  parts.forEach((part, i) => {
    const piece = Array.isArray(part) ? part.join("") : part instanceof SafeHtml ? part.value : escapeHtml(String(part));
    out += piece + strings[i + 1];
  });
  return new SafeHtml(out);
}
