import { describe, expect, it } from "vitest";
import { textsIn } from "@/lib/i18n/text";
import type { ReturnJson } from "@/lib/validation/responses";
import { lineStates } from "./lineStates";

const english = textsIn("en", "orderPage");
const hindi = textsIn("hi", "orderPage");

const line = (lineId: string, quantity: number, exchangeSize: string | null = null) => ({ lineId, quantity, exchangeSize }) as ReturnJson["lines"][number];
const items = [
  { _id: "a", quantity: 1 },
  { _id: "b", quantity: 3 },
];

describe("lineStates", () => {
  it("says Returned and Exchanged for the size in the badge once the whole line is settled, a part beside it, and a request's step until then", () => {
    const states = lineStates(
      [
        { kind: "exchange", status: "exchanged", lines: [line("a", 1, "L")] },
        { kind: "return", status: "refunded", lines: [line("b", 1)] },
        { kind: "exchange", status: "exchanged", lines: [line("b", 1, "S")] },
        { kind: "return", status: "requested", lines: [line("b", 2)] },
      ],
      items,
      english,
    );
    expect(states.get("a")).toEqual([{ text: "Exchanged for L", badge: true }]);
    expect(states.get("b")).toEqual([
      { text: "1 of 3 returned", badge: false },
      { text: "1 of 3 exchanged for S", badge: false },
      { text: "Return: requested", badge: false },
    ]);
  });

  it("a whole line back is Returned; an exchange under way names its size; a rejected request leaves the line alone", () => {
    const states = lineStates(
      [
        { kind: "return", status: "received", lines: [line("a", 1)] },
        { kind: "exchange", status: "picked_up", lines: [line("b", 3, "XL")] },
        { kind: "return", status: "rejected", lines: [line("b", 1)] },
      ],
      items,
      english,
    );
    expect(states.get("a")).toEqual([{ text: "Returned", badge: true }]);
    expect(states.get("b")).toEqual([{ text: "Exchange for XL: picked up", badge: false }]);
  });

  it("says them in Hindi on a Hindi page", () => {
    const states = lineStates(
      [
        { kind: "return", status: "refunded", lines: [line("b", 1)] },
        { kind: "exchange", status: "approved", lines: [line("a", 1, "XL")] },
      ],
      items,
      hindi,
    );
    expect(states.get("a")).toEqual([{ text: "साइज़ XL से बदलाव: मंज़ूर", badge: false }]);
    expect(states.get("b")).toEqual([{ text: "3 में से 1 वापस हुआ", badge: false }]);
  });
});
