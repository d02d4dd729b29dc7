// Dates of invoices: the day and the financial year are those of India (IST, UTC+5:30, no
// daylight saving), whatever the server's time zone.

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The Indian calendar day of an instant, YYYY-MM-DD. */
export function indianDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year (April to March) of an instant as four digits: 2026-04-01 to 2027-03-31 → "2627". */
export function financialYear(at: Date): string {
  const [year, month] = indianDay(at).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The instants a month (YYYY-MM) of India's calendar spans: [from, to). */
export function indianMonth(month: string): { from: Date; to: Date } {
  const [year, m] = month.split("-").map(Number);
  return { from: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS), to: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS) };
}
