// The grievance officer's deadlines under the Consumer Protection (E-Commerce) Rules 2020,
// rule 4(5): acknowledge a complaint within 48 hours, resolve it within one month of receiving it.

export const ACKNOWLEDGE_WITHIN_HOURS = 48;
export const RESOLVE_WITHIN_DAYS = 30;

const HOUR = 3_600_000;

export interface GrievanceClock {
  acknowledgeBy: Date;
  resolveBy: Date;
  /** Still to acknowledge, and past its 48 hours. */
  acknowledgeOverdue: boolean;
  /** Still open, and past its month. */
  resolveOverdue: boolean;
}

/** Where a complaint stands against its two deadlines at `now`. */
export function grievanceClock(complaint: { createdAt: Date; acknowledgedAt: Date | null; resolvedAt: Date | null }, now: Date): GrievanceClock {
  const acknowledgeBy = new Date(complaint.createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR);
  const resolveBy = new Date(complaint.createdAt.getTime() + RESOLVE_WITHIN_DAYS * 24 * HOUR);
  const acknowledged = complaint.acknowledgedAt ?? complaint.resolvedAt;
  return {
    acknowledgeBy,
    resolveBy,
    acknowledgeOverdue: !acknowledged && now > acknowledgeBy,
    resolveOverdue: !complaint.resolvedAt && now > resolveBy,
  };
}

/** "5 h left", "2 days left", "3 h overdue": how long until (or since) a deadline, to the hour. */
export function timeLeft(deadline: Date, now: Date): string {
  const ms = deadline.getTime() - now.getTime();
  const hours = Math.floor(Math.abs(ms) / HOUR);
  const span = hours >= 48 ? `${Math.floor(hours / 24)} days` : hours === 1 ? "1 h" : `${hours} h`;
  return ms >= 0 ? `${span} left` : `${span} overdue`;
}

/** GRV-000042. */
export const ticketOf = (number: number) => `GRV-${String(number).padStart(6, "0")}`;
