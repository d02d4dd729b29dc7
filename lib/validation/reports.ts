import { z } from "zod";

/** ?month=YYYY-MM of the owner's reports: a month of India's calendar. */
export const reportQuerySchema = z.object({
  month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "a month as YYYY-MM, e.g. 2026-11"),
});

/** ?days= of the owner's return-to-origin report: the last 1 to 365 days, 30 when absent. */
export const rtoQuerySchema = z.object({
  days: z.coerce.number().int("whole days").min(1).max(365).default(30),
});
