import { describe, expect, it } from "vitest";
import { cashDuePaise, paymentNote } from "@/lib/orders/payment";

type Status = "Ordered" | "Accepted" | "Cancelled" | "Delivered";
const order = (...lines: [number, number, Status][]) => ({ items: lines.map(([price, quantity, status]) => ({ price, quantity, status })) }) as never;

describe("cash on delivery", () => {
  it("is due for the lines not cancelled, after the 2% discount", () => {
    // 2 × 799.50 + 299 = 1898; 2% = 37.96; 1860.04
    expect(cashDuePaise(order([799.5, 2, "Ordered"], [299, 1, "Accepted"]))).toBe(186004);
    expect(cashDuePaise(order([799.5, 2, "Ordered"], [299, 1, "Cancelled"]))).toBe(156702);
    expect(cashDuePaise(order([299, 1, "Cancelled"]))).toBe(0);
  });

  it("says what is still to pay, what was paid, or that nothing is", () => {
    expect(paymentNote(order([799.5, 2, "Ordered"], [299, 1, "Cancelled"]))).toBe("Pay ₹1,567.02 in cash when your order arrives.");
    expect(paymentNote(order([799.5, 2, "Delivered"], [299, 1, "Accepted"]))).toBe("Pay ₹1,860.04 in cash when your order arrives.");
    expect(paymentNote(order([799.5, 2, "Delivered"], [299, 1, "Cancelled"]))).toBe("Paid ₹1,567.02 in cash on delivery.");
    expect(paymentNote(order([299, 1, "Cancelled"]))).toBe("Nothing to pay: every item was cancelled.");
  });
});
