import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { findProductPage } from "@/lib/catalog/products";
import { searchProducts, suggestTitles } from "@/lib/catalog/search";

const titles = async (q: string, extra: Record<string, string> = {}) =>
  (await searchProducts({ q, limit: 24, offset: 0, ...extra })).products.map((p) => p.title);

beforeAll(async () => {
  const seller = await prisma.user.create({
    data: { firstName: "Search", email: "search-seller@example.com", username: "search-seller", passwordHash: "x", admin: true },
  });
  const rows: [string, string, string[], string, string[]][] = [
    ["Chikankari Cotton Kurta", "Hand embroidered Lucknowi kurta", ["men", "kurtas"], "White", ["M", "L"]],
    ["Khadi Straight Kurta", "Hand-spun khadi", ["men", "kurtas"], "Beige", ["L"]],
    ["Oxford Cotton Shirt", "A button-down shirt", ["men", "shirts"], "Sky Blue", ["S", "M"]],
    ["Denim Jacket", "Goes well with a kurta", ["men", "jackets"], "Indigo", ["M"]],
    ["Leather Derby Shoes", "Full-grain leather", ["men", "shoes"], "Tan", ["8", "9"]],
    ["Canvas Sneakers", "Everyday sneakers", ["women", "shoes"], "White", ["6"]],
  ];
  for (const [i, [title, description, categories, color, sizes]] of rows.entries()) {
    await prisma.product.create({
      data: {
        title,
        description,
        categories,
        color,
        sizes,
        pricePaise: 99900,
        image: `img-${i}`,
        sellerId: seller.id,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      },
    });
  }
});

describe("product search", () => {
  it("finds plurals through English stemming", async () => {
    expect(await titles("kurtas")).toEqual(expect.arrayContaining(["Chikankari Cotton Kurta", "Khadi Straight Kurta"]));
  });

  it("forgives one or two typos in a title word", async () => {
    expect(await titles("chikankri")).toContain("Chikankari Cotton Kurta");
    expect(await titles("sneekers")).toContain("Canvas Sneakers");
  });

  it("forgives typos in the words of products added or renamed later", async () => {
    const seller = await prisma.user.findUniqueOrThrow({ where: { username: "search-seller" } });
    expect(await titles("bandhni")).toEqual([]);
    const added = await prisma.product.create({
      data: {
        title: "Bandhani Dupatta",
        description: "Tie-dyed",
        categories: ["women"],
        color: "Red",
        sizes: [],
        pricePaise: 59900,
        image: "img-x",
        sellerId: seller.id,
      },
    });
    expect(await titles("bandhni")).toEqual(["Bandhani Dupatta"]);
    await prisma.product.update({ where: { id: added.id }, data: { title: "Leheriya Dupatta" } });
    expect(await titles("leheria")).toEqual(["Leheriya Dupatta"]);
    await prisma.product.delete({ where: { id: added.id } });
    expect(await titles("leheria")).toEqual([]);
  });

  it("pages through a corrected search like any other", async () => {
    const corrected = await titles("kurtaz");
    expect(corrected).toEqual(await titles("kurta"));
    const second = await findProductPage({ q: "kurtaz", limit: 1, offset: 1 });
    expect(second.total).toBe(corrected.length);
    expect(second.products.map((p) => p.title)).toEqual([corrected[1]]);
  });

  it("ranks a title match above a description match", async () => {
    const found = await titles("kurta");
    expect(found.indexOf("Denim Jacket")).toBeGreaterThan(found.indexOf("Khadi Straight Kurta"));
    expect(found.at(-1)).toBe("Denim Jacket");
  });

  it("matches categories and colours, and falls back to any word when no product has all", async () => {
    expect(await titles("shoes")).toEqual(expect.arrayContaining(["Leather Derby Shoes", "Canvas Sneakers"]));
    expect(await titles("blue shirt")).toEqual(["Oxford Cotton Shirt"]);
    expect(await titles("tan kurta")).toEqual(expect.arrayContaining(["Leather Derby Shoes", "Khadi Straight Kurta"]));
  });

  it("keeps to all words or any word by the whole catalog, on later pages and under filters", async () => {
    const anyWord = await titles("tan kurta");
    const secondPage = await findProductPage({ q: "tan kurta", limit: 1, offset: 1 });
    expect(secondPage.total).toBe(anyWord.length);
    expect(secondPage.products[0].title).toBe(anyWord[1]);
    expect(await titles("tan kurta", { category: "shoes" })).toEqual(["Leather Derby Shoes"]);
    // A product has both words, just not in sky blue: no falling back to "cotton" alone (the Oxford shirt).
    expect(await titles("cotton kurta", { color: "sky blue" })).toEqual([]);
  });

  it("applies size, colour and category filters to search results", async () => {
    const medium = await titles("kurta", { size: "m" });
    expect(medium).toEqual(expect.arrayContaining(["Chikankari Cotton Kurta", "Denim Jacket"]));
    expect(medium).not.toContain("Khadi Straight Kurta");
    expect(await titles("kurta", { color: "beige" })).toEqual(["Khadi Straight Kurta"]);
    expect(await titles("shoes", { category: "women" })).toEqual(["Canvas Sneakers"]);
  });

  it("returns nothing, not everything, for text that matches nothing", async () => {
    expect(await searchProducts({ q: "xyzzy", limit: 24, offset: 0 })).toEqual({ products: [], total: 0 });
    expect(await searchProducts({ q: "   ", limit: 24, offset: 0 })).toEqual({ products: [], total: 0 });
    expect(await suggestTitles("chiknkari kurt")).toContain("Chikankari Cotton Kurta");
  });

  it("pages with a stable total", async () => {
    const first = await findProductPage({ q: "kurta", limit: 1, offset: 0 });
    const second = await findProductPage({ q: "kurta", limit: 1, offset: 1 });
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect(first.products[0].id).not.toBe(second.products[0].id);
    expect((await findProductPage({ q: "kurta", limit: 0 })).total).toBe(3);
    expect((await findProductPage({ q: "kurta", limit: 5, offset: 10 })).total).toBe(3);
  });
});
