// CSV for spreadsheet programs (the owner's reports): RFC 4180 quoting, CRLF line ends, a
// UTF-8 byte-order mark so Excel reads ₹ and names right, text cells that would start a
// formula made harmless, and a semicolon quoted too, for spreadsheets that split on it.

/** Characters a spreadsheet reads as the start of a formula (OWASP, CSV injection), with tab and CR. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell: text, a count, or money in paise (written as rupees with two decimals, e.g. -49.00). */
export type Cell = string | number | { paise: number };

function rupeesText(paise: number): string {
  const abs = Math.abs(paise);
  return `${paise < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * One cell. Numbers and money are written as they are (a credit note's -49.00 stays a number); text
 * starting with = + - @ (or a tab or CR) gets a leading apostrophe, so a shopper's name such
 * as "=HYPERLINK(…)" shows as text and never runs; text is quoted when it holds a quote, a
 * comma, a semicolon or a line break.
 */
export function csvCell(value: Cell): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "object") return rupeesText(value.paise);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: a header row, then the rows. */
export function csvFile(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return "\uFEFF" + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
