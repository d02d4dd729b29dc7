import { z } from "zod";

/** ?month=YYYY-MM of the owner's reports: a month of India's calendar. */
export const reportQuerySchema = z.object({
  month: z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "a month as YYYY-MM, e.g. 2026-11"),
});
