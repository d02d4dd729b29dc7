import { describe, expect, it } from "vitest";
import { cashPaidPaise, duePaise, paymentNote, type PaymentFacts, type PaymentTerms } from "@/lib/orders/payment";

type Status = "Ordered" | "Accepted" | "Cancelled" | "Delivered";
const lines = (...rows: [number, Status][]) => rows.map(([amountPaise, status]) => ({ amountPaise, status }));
const COD: PaymentTerms = { codFeePaise: 0, deliveryPaise: 0, payment: { method: "cod", status: "cod" } };
const order = (terms: PaymentTerms, ...rows: [number, Status][]): PaymentFacts => ({
  lines: lines(...rows),
  duePaise: duePaise(lines(...rows), terms),
  charges: terms,
  payment: { method: terms.payment!.method, status: terms.payment!.status, amountPaise: 0, refundedPaise: 0 },
});

describe("cash on delivery", () => {
  it("is due for the lines neither cancelled nor delivered; delivered lines are paid", () => {
    // Order of 2 × ₹799.50 and ₹299: the lines cost ₹1,567.02 and ₹293.02 after the 2% discount.
    expect(duePaise(lines([156702, "Ordered"], [29302, "Accepted"]), COD)).toBe(186004);
    expect(duePaise(lines([156702, "Ordered"], [29302, "Cancelled"]), COD)).toBe(156702);
    expect(duePaise(lines([156702, "Delivered"], [29302, "Accepted"]), COD)).toBe(29302);
    expect(duePaise(lines([29302, "Cancelled"]), COD)).toBe(0);
    expect(cashPaidPaise(lines([156702, "Delivered"], [29302, "Accepted"]), COD)).toBe(156702);
  });

  it("adds the COD fee until the first delivery collects it, and none when everything is cancelled", () => {
    const fee = { ...COD, codFeePaise: 4900 };
    expect(duePaise(lines([156702, "Ordered"], [29302, "Accepted"]), fee)).toBe(186004 + 4900);
    expect(duePaise(lines([156702, "Delivered"], [29302, "Accepted"]), fee)).toBe(29302);
    expect(cashPaidPaise(lines([156702, "Delivered"], [29302, "Accepted"]), fee)).toBe(156702 + 4900);
    expect(duePaise(lines([29302, "Cancelled"]), fee)).toBe(0);
  });

  it("adds the delivery fee with the COD fee: both are the order's charges, collected with the first delivery", () => {
    const charges = { ...COD, codFeePaise: 2000, deliveryPaise: 4900 };
    expect(duePaise(lines([29302, "Ordered"]), charges)).toBe(29302 + 6900);
    expect(duePaise(lines([29302, "Delivered"], [10000, "Accepted"]), charges)).toBe(10000);
    expect(cashPaidPaise(lines([29302, "Delivered"], [10000, "Accepted"]), charges)).toBe(29302 + 6900);
    expect(duePaise(lines([29302, "Cancelled"]), charges)).toBe(0);
    expect(cashPaidPaise(lines([29302, "Cancelled"]), charges)).toBe(0);
  });

  it("says what is still to pay in whole rupees, what was paid, or that nothing is", () => {
    expect(paymentNote(order(COD, [156702, "Ordered"], [29302, "Cancelled"]))).toBe(
      "Pay ₹1,567.02 in cash when your order arrives. In cash: ₹1,567 (round off −₹0.02).",
    );
    expect(paymentNote(order(COD, [156702, "Delivered"], [29302, "Accepted"]))).toBe(
      "Paid ₹1,567.02 in cash so far; pay ₹293.02 when the rest arrives. In cash: ₹293 (round off −₹0.02).",
    );
    expect(paymentNote(order(COD, [156702, "Delivered"], [29302, "Cancelled"]))).toBe("Paid ₹1,567.02 in cash on delivery.");
    expect(paymentNote(order(COD, [29302, "Cancelled"]))).toBe("Nothing to pay: every item was cancelled.");
  });
});

describe("prepaid (UPI)", () => {
  const upi = (status: "pending" | "failed" | "paid" | "expired"): PaymentTerms => ({ codFeePaise: 0, deliveryPaise: 0, payment: { method: "upi", status } });

  it("is due in full until paid, and nothing once paid or expired", () => {
    expect(duePaise(lines([156702, "Ordered"], [29302, "Cancelled"]), upi("pending"))).toBe(156702);
    expect(duePaise(lines([156702, "Ordered"]), upi("failed"))).toBe(156702);
    expect(duePaise(lines([156702, "Ordered"]), upi("paid"))).toBe(0);
    expect(duePaise(lines([156702, "Accepted"]), upi("paid"))).toBe(0);
    expect(duePaise(lines([156702, "Cancelled"]), upi("expired"))).toBe(0);
    expect(duePaise(lines([29302, "Ordered"]), { ...upi("pending"), deliveryPaise: 4900 })).toBe(34202);
    expect(duePaise(lines([29302, "Ordered"]), { ...upi("paid"), deliveryPaise: 4900 })).toBe(0);
  });
});
