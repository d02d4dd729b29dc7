import { describe, expect, it } from "vitest";
import { colorLabel, colorName } from "./color-names.ts";
import { COLORS } from "./swatches.ts";

describe("a colour's name in a language", () => {
  it("names every colour the shop has a swatch for in Hindi, in Devanagari", () => {
    for (const color of Object.keys(COLORS)) expect(colorName("hi", color), color).toMatch(/^[\u0900-\u097F ]+$/);
    expect(colorName("hi", "Black")).toBe("काला");
    expect(colorName("hi", "Sky Blue")).toBe("आसमानी");
  });

  it("finds the colour whatever the seller's capitals and spaces", () => {
    expect(colorName("hi", "sky blue")).toBe("आसमानी");
    expect(colorName("hi", " GREY ")).toBe("स्लेटी");
  });

  it("keeps a colour the shop has no name for as the seller wrote it, and every colour on English pages", () => {
    expect(colorName("hi", "Wine")).toBe("Wine");
    expect(colorName("en", "Black")).toBe("Black");
  });

  it("labels a colour in capitals on English pages, by its Hindi name on Hindi ones", () => {
    expect(colorLabel("en", "sky blue")).toBe("Sky Blue");
    expect(colorLabel("hi", "sky blue")).toBe("आसमानी");
    expect(colorLabel("hi", "wine")).toBe("Wine");
  });
});
