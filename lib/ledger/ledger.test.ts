import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brokenRules, figuresOf, type Movement } from "./figures.ts";
import { entriesToWrite, type EntryInput } from "./post.ts";

// The ledger's rules over random sequences of what happens to an order: placing it, paying
// (the right amount or not, once or twice, before or after a cancellation), cancelling,
// returning, the owner's refunds and refunds sent. Every sequence must leave a sound ledger.

const paise = fc.integer({ min: 1, max: 2_000_000 });
const step = fc.oneof(
  fc.record({ op: fc.constant("pay" as const), amount: paise }),
  fc.record({ op: fc.constant("cancel" as const), amount: paise }),
  fc.record({ op: fc.constant("return" as const), amount: paise }),
  fc.record({ op: fc.constant("ownerRefund" as const), amount: paise }),
  fc.record({ op: fc.constant("send" as const), amount: paise }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** What each step asks the ledger to write, as the paths of lib/ do. */
function asked(ledger: readonly Movement[], s: Step): EntryInput[] {
  const figures = figuresOf(ledger);
  switch (s.op) {
    case "pay":
      return [{ kind: "received", amountPaise: s.amount, method: "upi", reason: "paid" }];
    case "cancel":
      return [{ kind: "credit", amountPaise: s.amount, charge: "items", reason: "cancelled" }];
    case "return":
      return [
        { kind: "credit", amountPaise: s.amount, charge: "items", reason: "returned" },
        { kind: "refund_owed", amountPaise: s.amount, reason: "returned" },
      ];
    case "ownerRefund": {
      const amount = Math.min(s.amount, figures.keptPaise);
      const beyond = Math.max(0, amount - figures.pendingRefundPaise);
      return [
        { kind: "credit", amountPaise: beyond, charge: "items", reason: "given up" },
        { kind: "refund_owed", amountPaise: beyond, reason: "given up" },
        { kind: "refund_sent", amountPaise: amount, reason: "sent" },
      ];
    }
    case "send":
      return [{ kind: "refund_sent", amountPaise: Math.min(s.amount, figures.pendingRefundPaise), reason: "sent" }];
  }
}

describe("an order's ledger", () => {
  it("keeps its rules over any sequence of payments, cancellations, returns and refunds", () => {
    fc.assert(
      fc.property(paise, fc.array(step, { maxLength: 25 }), (placed, steps) => {
        const ledger: Movement[] = entriesToWrite([], [{ kind: "charge", amountPaise: placed, charge: "items", reason: "placed" }]);
        for (const s of steps) {
          ledger.push(...entriesToWrite(ledger, asked(ledger, s)));
          expect(brokenRules(ledger)).toEqual([]);
          const f = figuresOf(ledger);
          expect(f.keptPaise).toBeGreaterThanOrEqual(0);
          expect(f.refundedPaise).toBeLessThanOrEqual(f.receivedPaise);
          // What the shop keeps for good is at most what is still charged; once nothing is due, exactly that.
          expect(f.receivedPaise - f.owedPaise).toBeLessThanOrEqual(f.chargedPaise);
          if (f.duePaise === 0 && f.receivedPaise > 0) expect(f.receivedPaise - f.owedPaise).toBe(f.chargedPaise);
          if (f.pendingRefundPaise === 0 && f.duePaise === 0) expect(f.keptPaise).toBe(f.chargedPaise);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("owes back at once, in full, money received for nothing", () => {
    const ledger = entriesToWrite([], [{ kind: "charge", amountPaise: 53_900, charge: "items", reason: "placed" }]);
    ledger.push(...entriesToWrite(ledger, [{ kind: "credit", amountPaise: 53_900, charge: "items", reason: "cancelled" }]));
    ledger.push(...entriesToWrite(ledger, [{ kind: "received", amountPaise: 53_900, method: "razorpay", reason: "late payment" }]));
    expect(figuresOf(ledger)).toMatchObject({ chargedPaise: 0, receivedPaise: 53_900, pendingRefundPaise: 53_900, duePaise: 0 });
  });

  it("refuses a refund beyond what is owed, and a credit or an entry of nothing", () => {
    const ledger = entriesToWrite(
      [],
      [
        { kind: "charge", amountPaise: 147_000, charge: "items", reason: "placed" },
        { kind: "received", amountPaise: 147_000, method: "upi", reason: "paid" },
      ],
    );
    expect(brokenRules([...ledger, { kind: "refund_sent", amountPaise: 1 }])).toEqual(["more sent back than was owed"]);
    expect(brokenRules([...ledger, { kind: "refund_owed", amountPaise: 147_001 }])).toContain("more owed back than was received");
    expect(brokenRules([...ledger, { kind: "credit", amountPaise: 147_001 }])).toContain("more taken back than was charged");
    expect(brokenRules([...ledger, { kind: "received", amountPaise: 0 }])).toEqual(["an entry of no positive amount"]);
  });
});
