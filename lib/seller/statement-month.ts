import { indianDay } from "../tax/year.ts";
import { reportQuerySchema } from "../validation/reports.ts";

/** The month a statement page shows: its ?month= when one (YYYY-MM), else this month of India's calendar. */
export function statementMonth(query: string | string[] | undefined, now = new Date()): string {
  const parsed = reportQuerySchema.safeParse({ month: query });
  return parsed.success ? parsed.data.month : indianDay(now).slice(0, 7);
}
