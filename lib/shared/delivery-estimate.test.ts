import { describe, expect, it } from "vitest";
import { DEFAULT_SHIPPING, deliveryDate, deliveryDateText, isoDay, type ShippingTerms } from "./delivery-estimate";
import type { Zone } from "./zones";

// The date rule with fixed clocks, in Indian time (UTC+5:30). 28 Nov 2026 is a Saturday.
const ist = (local: string) => new Date(`${local}+05:30`);
const by = (at: string, zone: Zone = "local", terms: ShippingTerms = DEFAULT_SHIPPING) => isoDay(deliveryDate(terms, zone, ist(at)));
const withDispatch = (dispatch: Partial<ShippingTerms["dispatch"]>): ShippingTerms => ({
  ...DEFAULT_SHIPPING,
  dispatch: { ...DEFAULT_SHIPPING.dispatch, ...dispatch },
});

describe("the delivery date", () => {
  it("counts an order before the cut-off hour from its own day, and one at or after it from the next working day", () => {
    expect(by("2026-11-30T10:00:00")).toBe("2026-12-01");
    expect(by("2026-11-30T13:59:59")).toBe("2026-12-01");
    expect(by("2026-11-30T14:00:00")).toBe("2026-12-02");
    expect(by("2026-11-30T23:59:00")).toBe("2026-12-02");
    expect(by("2026-11-30T10:00:00", "local", withDispatch({ cutoffHour: 9 }))).toBe("2026-12-02");
  });

  it("takes the day in India, not in UTC", () => {
    // 20:00 UTC on Monday is 01:30 on Tuesday in India.
    expect(isoDay(deliveryDate(DEFAULT_SHIPPING, "local", new Date("2026-11-30T20:00:00Z")))).toBe("2026-12-02");
    expect(isoDay(deliveryDate(DEFAULT_SHIPPING, "local", new Date("2026-11-30T08:29:00Z")))).toBe("2026-12-01");
  });

  it("adds each zone's transit days after dispatch", () => {
    const days = { local: "2026-12-01", state: "2026-12-02", metro: "2026-12-03", national: "2026-12-05", remote: "2026-12-08" };
    for (const [zone, day] of Object.entries(days)) expect(by("2026-11-30T10:00:00", zone as Zone)).toBe(day);
  });

  it("does not dispatch on Sundays, but couriers deliver on them", () => {
    expect(by("2026-11-28T10:00:00")).toBe("2026-11-29");
    expect(by("2026-11-29T10:00:00")).toBe("2026-12-01");
  });

  it("sends a Saturday-evening order on Monday", () => {
    expect(by("2026-11-28T18:30:00")).toBe("2026-12-01");
    expect(by("2026-11-28T18:30:00", "national")).toBe("2026-12-05");
  });

  it("skips the shop's holidays as it skips Sundays", () => {
    const holidays = withDispatch({ holidays: ["2026-11-30", "2026-12-01"] });
    expect(by("2026-11-28T18:30:00", "local", holidays)).toBe("2026-12-03");
    expect(by("2026-11-30T10:00:00", "local", holidays)).toBe("2026-12-03");
  });

  it("counts dispatch days as working days", () => {
    const twoDays = withDispatch({ days: 2 });
    expect(by("2026-11-30T10:00:00", "local", twoDays)).toBe("2026-12-02");
    expect(by("2026-11-28T10:00:00", "local", twoDays)).toBe("2026-12-01");
  });

  it("runs over the year's end", () => {
    const newYear = withDispatch({ holidays: ["2027-01-01"] });
    expect(by("2026-12-31T10:00:00", "state", newYear)).toBe("2027-01-02");
    expect(by("2026-12-31T15:00:00", "national", newYear)).toBe("2027-01-07");
    expect(by("2026-12-31T15:00:00", "local")).toBe("2027-01-02");
  });

  it("says the day as the pages do", () => {
    expect(deliveryDateText("2026-12-01")).toBe("Tue, 1 Dec");
    expect(deliveryDateText(new Date("2027-01-07T00:00:00Z"))).toBe("Thu, 7 Jan");
  });
});
