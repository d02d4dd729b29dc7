import { describe, expect, it } from "vitest";
import { grievanceClock, ticketOf, timeLeft } from "./deadlines.ts";

const filed = new Date("2026-11-01T10:00:00Z");
const at = (iso: string) => new Date(iso);

describe("a complaint's deadlines", () => {
  it("48 hours to acknowledge and 30 days to resolve, counted from filing", () => {
    const clock = grievanceClock({ createdAt: filed, acknowledgedAt: null, resolvedAt: null }, at("2026-11-03T09:00:00Z"));
    expect(clock).toEqual({
      acknowledgeBy: at("2026-11-03T10:00:00Z"),
      resolveBy: at("2026-12-01T10:00:00Z"),
      acknowledgeOverdue: false,
      resolveOverdue: false,
    });
    expect(grievanceClock({ createdAt: filed, acknowledgedAt: null, resolvedAt: null }, at("2026-11-03T10:00:01Z")).acknowledgeOverdue).toBe(true);
  });

  it("acknowledged or resolved in time is never overdue; resolving counts as acknowledging", () => {
    const late = at("2026-12-05T00:00:00Z");
    expect(grievanceClock({ createdAt: filed, acknowledgedAt: at("2026-11-02T00:00:00Z"), resolvedAt: null }, late)).toMatchObject({
      acknowledgeOverdue: false,
      resolveOverdue: true,
    });
    expect(grievanceClock({ createdAt: filed, acknowledgedAt: null, resolvedAt: at("2026-11-02T00:00:00Z") }, late)).toMatchObject({
      acknowledgeOverdue: false,
      resolveOverdue: false,
    });
  });

  it("says the time left, or overdue, in hours under two days and in days beyond", () => {
    const now = at("2026-11-01T10:00:00Z");
    expect(timeLeft(at("2026-11-01T15:30:00Z"), now)).toBe("5 h left");
    expect(timeLeft(at("2026-11-01T11:00:00Z"), now)).toBe("1 h left");
    expect(timeLeft(at("2026-11-05T10:00:00Z"), now)).toBe("4 days left");
    expect(timeLeft(at("2026-11-01T07:00:00Z"), now)).toBe("3 h overdue");
    expect(ticketOf(42)).toBe("GRV-000042");
  });
});
