import { describe, expect, it } from "vitest";
import { ratingOf } from "./rating.ts";

describe("ratingOf", () => {
  it("is null without reviews and the average to one decimal with them", () => {
    expect(ratingOf({ ratingCount: 0, ratingSum: 0 })).toBeNull();
    expect(ratingOf({ ratingCount: 4, ratingSum: 17 })).toEqual({ average: 4.3, count: 4 });
    expect(ratingOf({ ratingCount: 3, ratingSum: 10 })).toEqual({ average: 3.3, count: 3 });
    expect(ratingOf({ ratingCount: 1, ratingSum: 5 })).toEqual({ average: 5, count: 1 });
  });
});
