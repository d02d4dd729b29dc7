import { describe, expect, it } from "vitest";
import { changeQuantity, dropLine, settle, shownLines } from "./cart-pending.ts";

interface Line {
  _id: string;
  quantity: number;
}

const cart: Line[] = [
  { _id: "a", quantity: 1 },
  { _id: "b", quantity: 3 },
];

describe("the cart's pending changes", () => {
  it("shows the confirmed lines with every pending change applied in order", () => {
    expect(shownLines(cart, [])).toEqual(cart);
    expect(shownLines(cart, [changeQuantity<Line>("a", 2), changeQuantity<Line>("a", 5), dropLine<Line>("b")])).toEqual([{ _id: "a", quantity: 5 }]);
    expect(cart).toEqual([
      { _id: "a", quantity: 1 },
      { _id: "b", quantity: 3 },
    ]);
  });

  it("keeps a later change shown over the answer to an earlier one", () => {
    const plus = changeQuantity<Line>("a", 2);
    const remove = dropLine<Line>("b");
    // The server confirms the plus; the removal is still on its way.
    const answer = [
      { _id: "a", quantity: 2 },
      { _id: "b", quantity: 3 },
    ];
    const settled = settle(cart, [plus, remove], plus, answer);
    expect(settled.confirmed).toBe(answer);
    expect(settled.pending).toEqual([remove]);
    expect(settled.lines).toEqual([{ _id: "a", quantity: 2 }]);
  });

  it("undoes a refused change alone, keeping the others shown", () => {
    const plus = changeQuantity<Line>("a", 2);
    const remove = dropLine<Line>("b");
    const settled = settle(cart, [plus, remove], plus, null);
    expect(settled.confirmed).toBe(cart);
    expect(settled.pending).toEqual([remove]);
    expect(settled.lines).toEqual([{ _id: "a", quantity: 1 }]);
  });

  it("shows exactly the server's lines once nothing is pending", () => {
    const remove = dropLine<Line>("b");
    const answer = [{ _id: "a", quantity: 1 }];
    expect(settle(cart, [remove], remove, answer)).toEqual({ confirmed: answer, pending: [], lines: answer });
  });
});
