import { describe, expect, it } from "vitest";
import { productWords } from "./product-words.ts";

describe("a product's words in a language", () => {
  const product = { title: "Cotton kurta", description: "Hand block printed", titleHi: "सूती कुर्ता", descriptionHi: null };

  it("shows the seller's Hindi title on Hindi pages, the English description when there is no Hindi one", () => {
    expect(productWords("hi", product)).toEqual({ title: "सूती कुर्ता", description: "Hand block printed" });
  });

  it("shows the English words on English pages", () => {
    expect(productWords("en", product)).toEqual({ title: "Cotton kurta", description: "Hand block printed" });
  });
});
