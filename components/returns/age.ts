const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a return has waited, as the console's list says it: "under an hour", "5 hours", "3 days". */
export function ageText(since: string | Date, now: Date): string {
  const waited = Math.max(0, now.getTime() - new Date(since).getTime());
  if (waited < HOUR) return "under an hour";
  if (waited < DAY) {
    const hours = Math.floor(waited / HOUR);
    return hours === 1 ? "1 hour" : `${hours} hours`;
  }
  const days = Math.floor(waited / DAY);
  return days === 1 ? "1 day" : `${days} days`;
}
