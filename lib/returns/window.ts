import { indianDay } from "../tax/year.ts";

// The return window (docs/architecture.md, Returns): counted in India's calendar days from
// the day the line was delivered. With a window of 7 days, a line delivered on the 1st may be
// asked back until the end of the 8th (day 7), not on the 9th (day 8). 0 days: no returns.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole Indian calendar days from one instant's day to the other's. */
function daysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(indianDay(to)) - Date.parse(indianDay(from))) / DAY_MS);
}

/** The last Indian day (YYYY-MM-DD) a line delivered at `deliveredAt` may be asked back; null when the shop takes no returns. */
export function lastReturnDay(deliveredAt: Date, windowDays: number): string | null {
  if (windowDays <= 0) return null;
  return indianDay(new Date(deliveredAt.getTime() + windowDays * DAY_MS));
}

/** Whether a line delivered at `deliveredAt` may still be asked back at `now`. */
export function withinReturnWindow(deliveredAt: Date, windowDays: number, now: Date = new Date()): boolean {
  return windowDays > 0 && daysBetween(deliveredAt, now) <= windowDays;
}
