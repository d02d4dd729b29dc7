import { describe, expect, it } from "vitest";
import type { PaymentStatus } from "../generated/prisma/client.ts";
import { canMovePayment, mayFulfil, movableTo, PAYMENT_TRANSITIONS, refundedStatus } from "./payment-status.ts";

const ALL = Object.keys(PAYMENT_TRANSITIONS) as PaymentStatus[];

describe("payment states", () => {
  it("never moves a paid payment back to unpaid", () => {
    for (const paidLike of ["paid", "partially_refunded", "refunded"] as const) {
      for (const to of ["pending", "failed", "expired", "cod"] as const) expect(canMovePayment(paidLike, to)).toBe(false);
    }
  });

  it("ends expired, refunded and cod payments", () => {
    for (const to of ALL) {
      expect(canMovePayment("expired", to)).toBe(false);
      expect(canMovePayment("refunded", to)).toBe(false);
      expect(canMovePayment("cod", to)).toBe(false);
    }
  });

  it("lets a rejected payment be given a new reference, confirmed late, or expire", () => {
    expect(PAYMENT_TRANSITIONS.failed).toEqual(["pending", "paid", "expired"]);
  });

  it("guards each move with the states it may come from", () => {
    expect(movableTo("paid").sort()).toEqual(["failed", "pending"]);
    expect(movableTo("expired").sort()).toEqual(["failed", "pending"]);
    expect(movableTo("refunded").sort()).toEqual(["paid", "partially_refunded"]);
    expect(movableTo("pending")).toEqual(["failed"]);
  });

  it("lets sellers fulfil cash on delivery at once and a prepaid order once paid", () => {
    expect(mayFulfil({ method: "cod", status: "cod" })).toBe(true);
    expect(mayFulfil({ method: "upi", status: "pending" })).toBe(false);
    expect(mayFulfil({ method: "upi", status: "failed" })).toBe(false);
    expect(mayFulfil({ method: "upi", status: "paid" })).toBe(true);
    expect(mayFulfil({ method: "upi", status: "partially_refunded" })).toBe(true);
  });

  it("calls a refund of everything refunded and of less partial", () => {
    expect(refundedStatus(10000, 10000)).toBe("refunded");
    expect(refundedStatus(10000, 9999)).toBe("partially_refunded");
  });
});
