import { describe, expect, it } from "vitest";
import { ageText } from "./age";

describe("a return's age", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it("counts whole hours under a day and whole days after", () => {
    expect(ageText(ago(59 * 60_000), now)).toBe("under an hour");
    expect(ageText(ago(60 * 60_000), now)).toBe("1 hour");
    expect(ageText(ago(23 * 3_600_000 + 59 * 60_000), now)).toBe("23 hours");
    expect(ageText(ago(24 * 3_600_000), now)).toBe("1 day");
    expect(ageText(ago(8 * 24 * 3_600_000 + 5), now)).toBe("8 days");
  });

  it("reads an ISO time as the JSON gives it, and a clock a little behind as no wait at all", () => {
    expect(ageText("2026-11-23T11:00:00.000Z", now)).toBe("2 days");
    expect(ageText(new Date(now.getTime() + 5000), now)).toBe("under an hour");
  });
});
