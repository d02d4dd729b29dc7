import { describe, expect, it } from "vitest";
import { askText, deadlineText } from "./cod-deadline.ts";
import { DEFAULT_COD_CONFIRM } from "../shop/profile.ts";
import { codConfirmationFor, codConfirmationOf } from "./cod-terms.ts";
import { codConfirmationJson } from "../api-json/orders.ts";

const placedAt = new Date("2026-11-28T10:00:00Z");

describe("which order asks for a cash-on-delivery confirmation", () => {
  it("every COD order by default: pending for 24 hours, reminded halfway", () => {
    expect(codConfirmationFor(DEFAULT_COD_CONFIRM, "cod", 100, placedAt)).toEqual({
      codConfirmStatus: "pending",
      codConfirmBy: new Date("2026-11-29T10:00:00Z"),
      codRemindAt: new Date("2026-11-28T22:00:00Z"),
    });
  });

  it("none of another method, with the rule off, or at or below the threshold", () => {
    expect(codConfirmationFor(DEFAULT_COD_CONFIRM, "upi", 100, placedAt)).toEqual({});
    expect(codConfirmationFor(DEFAULT_COD_CONFIRM, "razorpay", 100, placedAt)).toEqual({});
    expect(codConfirmationFor({ ...DEFAULT_COD_CONFIRM, enabled: false }, "cod", 100, placedAt)).toEqual({});
    expect(codConfirmationFor({ ...DEFAULT_COD_CONFIRM, abovePaise: 100_000 }, "cod", 100_000, placedAt)).toEqual({});
    expect(codConfirmationFor({ ...DEFAULT_COD_CONFIRM, abovePaise: 100_000 }, "cod", 100_001, placedAt)).toMatchObject({ codConfirmStatus: "pending" });
  });

  it("takes hours with decimals: 0.01 is 36 seconds", () => {
    const quick = codConfirmationFor({ ...DEFAULT_COD_CONFIRM, hours: 0.01 }, "cod", 100, placedAt);
    expect(quick).toMatchObject({ codConfirmBy: new Date(placedAt.getTime() + 36_000), codRemindAt: new Date(placedAt.getTime() + 18_000) });
  });

  it("is null when none is asked, else its status and deadline, which order JSON gives as ISO text", () => {
    expect(codConfirmationOf({ codConfirmStatus: null, codConfirmBy: null })).toBeNull();
    const expired = codConfirmationOf({ codConfirmStatus: "expired", codConfirmBy: placedAt });
    expect(expired).toEqual({ status: "expired", by: placedAt });
    expect(codConfirmationJson(expired)).toEqual({ status: "expired", by: "2026-11-28T10:00:00.000Z" });
    expect(codConfirmationJson(null)).toBeNull();
  });
});

describe("the deadline as the shopper reads it", () => {
  it("is India's time and day", () => {
    expect(deadlineText("2026-11-29T10:15:00Z")).toBe("3:45 pm, Sun, 29 Nov");
    // In Hindi on the 24-hour clock: hi-IN's 12-hour clock says "pm" in English.
    expect(deadlineText("2026-11-29T10:15:00Z", "hi")).toBe("15:45, रवि, 29 नव॰");
    expect(askText(deadlineText(placedAt))).toBe(
      "Please confirm that you still want this cash-on-delivery order, by 3:30 pm, Sat, 28 Nov: the seller sends it once you do. Unconfirmed by then, it is cancelled.",
    );
  });
});
