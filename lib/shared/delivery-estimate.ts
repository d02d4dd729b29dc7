import { INTL_LOCALE, type Lang } from "../i18n/langs.ts";
import type { Zone } from "./zones.ts";

// The date a parcel arrives by (docs/architecture.md, Delivery dates). Plain functions over
// the shop's terms and a clock, so that the estimate call, placing an order and the tests
// apply one rule. Days are India's calendar days (IST, UTC+5:30, no daylight saving).

export interface DispatchTerms {
  /** Working days the shop takes to hand a parcel to the courier; 1: on the day the order counts from. */
  days: number;
  /** From this hour (0-23, Indian time) on, an order counts from the next working day. */
  cutoffHour: number;
  /** Dates ("YYYY-MM-DD") that are not working days, besides every Sunday. */
  holidays: string[];
}

export type TransitDays = Record<Zone, number>;

export interface ShippingTerms {
  dispatch: DispatchTerms;
  transitDays: TransitDays;
}

/** The terms of a shop that has set none (the Shop columns' defaults). */
export const DEFAULT_SHIPPING: ShippingTerms = {
  dispatch: { days: 1, cutoffHour: 14, holidays: [] },
  transitDays: { local: 1, state: 2, metro: 3, national: 5, remote: 8 },
};

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** A calendar day as midnight UTC of that date: days are added and compared without zones. */
type Day = Date;

function addDays(day: Day, count: number): Day {
  return new Date(day.getTime() + count * DAY_MS);
}

/** "YYYY-MM-DD" of a day. */
export function isoDay(day: Day): string {
  return day.toISOString().slice(0, 10);
}

function isWorkingDay(day: Day, holidays: ReadonlySet<string>): boolean {
  return day.getUTCDay() !== 0 && !holidays.has(isoDay(day));
}

/**
 * The day the parcel arrives by, for an order placed at `at` going to `zone`: the order counts
 * from its Indian day when that is a working day and it came before the cut-off hour, else from
 * the next working day; it is dispatched `days` working days on (the first being the day it
 * counts from), and the courier, who also delivers on Sundays and holidays, takes the zone's
 * days after that.
 */
export function deliveryDate(terms: ShippingTerms, zone: Zone, at: Date): Day {
  const holidays = new Set(terms.dispatch.holidays);
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  let day: Day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  if (local.getUTCHours() >= terms.dispatch.cutoffHour) day = addDays(day, 1);
  while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  for (let left = terms.dispatch.days - 1; left > 0; left--) {
    day = addDays(day, 1);
    while (!isWorkingDay(day, holidays)) day = addDays(day, 1);
  }
  return addDays(day, terms.transitDays[zone]);
}

/** "Tue, 2 Dec": a delivery date as the pages and mail say it ("मंगल, 2 दिस॰" in Hindi). */
export function deliveryDateText(day: string | Date, lang: Lang = "en"): string {
  const date = typeof day === "string" ? new Date(`${day}T00:00:00Z`) : day;
  return date.toLocaleDateString(INTL_LOCALE[lang], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
}
