import { describe, expect, it } from "vitest";
import { indianLocalInput, isoOfIndianLocal } from "./indian-time";

describe("Indian time in datetime-local boxes", () => {
  it("shows a moment in Indian time and reads one back to the same moment", () => {
    expect(indianLocalInput("2026-12-05T18:00:00.000Z")).toBe("2026-12-05T23:30");
    expect(isoOfIndianLocal("2026-12-05T23:30")).toBe("2026-12-05T23:30:00+05:30");
    expect(Date.parse(isoOfIndianLocal(indianLocalInput("2026-12-05T18:00:00.000Z"))!)).toBe(Date.parse("2026-12-05T18:00:00.000Z"));
    expect(indianLocalInput(null)).toBe("");
    expect(isoOfIndianLocal("")).toBeNull();
  });
});
