import { describe, expect, it } from "vitest";
import { duePaise, paidPaise, paymentNote, sellerDuePaise } from "@/lib/orders/payment";

type Status = "Ordered" | "Accepted" | "Cancelled" | "Delivered";
const lines = (...rows: [number, Status][]) => rows.map(([amountPaise, status]) => ({ amountPaise, status }));
const order = (...rows: [number, Status][]) => ({
  due: duePaise(lines(...rows), 0) / 100,
  delivery: 0,
  items: rows.map(([amountPaise, status]) => ({ amount: amountPaise / 100, status })),
});

describe("cash on delivery", () => {
  it("is due for the lines neither cancelled nor delivered; delivered lines are paid", () => {
    // Order of 2 × ₹799.50 and ₹299: the lines cost ₹1,567.02 and ₹293.02 after the 2% discount.
    expect(duePaise(lines([156702, "Ordered"], [29302, "Accepted"]), 0)).toBe(186004);
    expect(duePaise(lines([156702, "Ordered"], [29302, "Cancelled"]), 0)).toBe(156702);
    expect(duePaise(lines([156702, "Delivered"], [29302, "Accepted"]), 0)).toBe(29302);
    expect(duePaise(lines([29302, "Cancelled"]), 0)).toBe(0);
    expect(paidPaise(lines([156702, "Delivered"], [29302, "Accepted"]), 0)).toBe(156702);
  });

  it("adds the delivery fee while any line is still to be delivered, and counts it paid once none is", () => {
    expect(duePaise(lines([29302, "Ordered"]), 4900)).toBe(34202);
    expect(duePaise(lines([29302, "Delivered"], [10000, "Accepted"]), 4900)).toBe(14900);
    expect(duePaise(lines([29302, "Delivered"], [10000, "Cancelled"]), 4900)).toBe(0);
    expect(duePaise(lines([29302, "Cancelled"]), 4900)).toBe(0);
    expect(paidPaise(lines([29302, "Delivered"], [10000, "Accepted"]), 4900)).toBe(29302);
    expect(paidPaise(lines([29302, "Delivered"], [10000, "Cancelled"]), 4900)).toBe(34202);
    expect(sellerDuePaise(lines([29302, "Ordered"]))).toBe(29302);
  });

  it("says what is still to pay, what was paid, or that nothing is", () => {
    expect(paymentNote(order([156702, "Ordered"], [29302, "Cancelled"]) as never)).toBe("Pay ₹1,567.02 in cash when your order arrives.");
    expect(paymentNote(order([156702, "Delivered"], [29302, "Accepted"]) as never)).toBe("Paid ₹1,567.02 in cash so far; pay ₹293.02 when the rest arrives.");
    expect(paymentNote(order([156702, "Delivered"], [29302, "Cancelled"]) as never)).toBe("Paid ₹1,567.02 in cash on delivery.");
    expect(paymentNote(order([29302, "Cancelled"]) as never)).toBe("Nothing to pay: every item was cancelled.");
  });
});
