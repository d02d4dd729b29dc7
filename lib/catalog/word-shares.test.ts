import { describe, expect, it } from "vitest";
import { likelyShare } from "@/lib/catalog/word-shares";

// How common a search's words are decides how the newest products are looked through
// (lib/catalog/search.ts, newestInOrder): wrong, a common word is read through a bitmap that
// overflows (50 to 100 ms at a million products), or a rare one is looked for in 25,000 rows.

const shares = new Map([
  ["kurta", 0.1],
  ["navi", 0.06],
  ["linen", 0.07],
  ["women's", 0.2],
]);

describe("likelyShare", () => {
  it("is the word's share for one word", () => {
    expect(likelyShare("'kurta'", shares)).toBe(0.1);
  });

  it("multiplies the shares when every word must match", () => {
    expect(likelyShare("'navi' & 'linen' & 'kurta'", shares)).toBeCloseTo(0.06 * 0.07 * 0.1, 12);
  });

  it("takes the largest share when any word will do", () => {
    expect(likelyShare("'navi' | 'kurta' | 'linen'", shares)).toBe(0.1);
  });

  it("counts a word outside the common ones as rare", () => {
    expect(likelyShare("'kurta' & 'ikat'", shares)).toBe(0);
    expect(likelyShare("'ikat' | 'kurta'", shares)).toBe(0.1);
    expect(likelyShare("'ikat'", new Map())).toBe(0);
  });

  it("reads a word with an apostrophe as PostgreSQL writes it", () => {
    expect(likelyShare("'women''s'", shares)).toBe(0.2);
  });

  it("is 0 for a search of no words", () => {
    expect(likelyShare("", shares)).toBe(0);
  });
});
