import { describe, expect, it } from "vitest";
import { englishSearchText, hasDevanagari } from "./hindi-words.ts";

describe("the Hindi search table", () => {
  it("puts the common clothing words into the catalog's English", () => {
    expect(englishSearchText("कुर्ता")).toBe("kurta");
    expect(englishSearchText("सूती कुर्ता")).toBe("cotton kurta");
    expect(englishSearchText("कमीज़")).toBe("shirt");
    expect(englishSearchText("कमीज")).toBe("shirt");
    expect(englishSearchText("पतलून")).toBe("trousers");
    expect(englishSearchText("जूते")).toBe("shoes");
    expect(englishSearchText("साड़ी")).toBe("saree");
  });

  it("searches the shop's colours by the Hindi names its filters show", () => {
    expect(englishSearchText("स्लेटी कुर्ता")).toBe("grey kurta");
    expect(englishSearchText("आसमानी शर्ट")).toBe("sky blue shirt");
    expect(englishSearchText("काली")).toBe("black");
  });

  it("keeps a word it does not know, and text without Devanagari, as typed", () => {
    expect(englishSearchText("बनारसी साड़ी")).toBe("बनारसी saree");
    expect(englishSearchText("linen  kurta")).toBe("linen  kurta");
    expect(hasDevanagari("kurta")).toBe(false);
  });
});
