import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { findProductPage } from "@/lib/catalog/products";
import { englishSearchText } from "@/lib/catalog/hindi-words";
import { SEARCH_DEPTH, searchProducts, suggestSearches } from "@/lib/catalog/search";

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
  it("finds a product by its Hindi title and description, beside the Hindi clothing words' table", async () => {
    const seller = await prisma.user.findUniqueOrThrow({ where: { username: "search-seller" } });
    await prisma.product.create({
      data: {
        title: "Bandhani Dupatta",
        titleHi: "जयपुरी बंधेज दुपट्टा",
        description: "Tie-dyed by hand",
        descriptionHi: "हाथ से रंगा हुआ, राजस्थानी कारीगरी",
        categories: ["women", "dupattas"],
        color: "Red",
        sizes: ["Free"],
        pricePaise: 79900,
        image: "img-hindi",
        sellerId: seller.id,
        createdAt: new Date(Date.UTC(2026, 0, 20)),
      },
    });
    // A word the table does not know is searched as typed and found in the Hindi title…
    expect(await titles(englishSearchText("बंधेज"))).toEqual(["Bandhani Dupatta"]);
    // …beside a word it puts into English ("दुपट्टा" → dupatta), and in the Hindi description.
    expect(await titles(englishSearchText("जयपुरी दुपट्टा"))).toEqual(["Bandhani Dupatta"]);
    expect(await titles(englishSearchText("राजस्थानी"))).toEqual(["Bandhani Dupatta"]);
    await prisma.product.deleteMany({ where: { image: "img-hindi" } });
  });

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

  it("fails as a whole when the database does, leaving no look it started ahead unhandled (Vitest fails a run with one)", async () => {
    await prisma.$executeRawUnsafe(`ALTER TABLE "Product" RENAME TO "ProductAway"`);
    try {
      await expect(titles("kurta")).rejects.toThrow();
    } finally {
      await prisma.$executeRawUnsafe(`ALTER TABLE "ProductAway" RENAME TO "Product"`);
    }
    expect(await titles("kurta")).toContain("Khadi Straight Kurta");
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

  it("takes several sizes at once, a product having any of them, in searches and listings alike", async () => {
    expect((await titles("cotton", { size: "S,L" })).sort()).toEqual(["Chikankari Cotton Kurta", "Oxford Cotton Shirt"]);
    const listed = await findProductPage({ category: "men", size: "S,L" });
    expect(listed.products.map((p) => p.title).sort()).toEqual(["Chikankari Cotton Kurta", "Khadi Straight Kurta", "Oxford Cotton Shirt"]);
    // Counted once each: the Oxford shirt has S and M, the Chikankari kurta M and L.
    expect((await findProductPage({ category: "men", size: "S,M,L" })).total).toBe(4);
  });

  it("returns nothing, not everything, for text that matches nothing", async () => {
    expect(await searchProducts({ q: "xyzzy", limit: 24, offset: 0 })).toEqual({ products: [], total: 0 });
    expect(await searchProducts({ q: "   ", limit: 24, offset: 0 })).toEqual({ products: [], total: 0 });
    expect(await suggestSearches("chiknkari kurt")).toContain("Chikankari Cotton Kurta");
  });

  it("corrects two swapped letters as it corrects one wrong letter", async () => {
    expect(await titles("shrit")).toEqual(["Oxford Cotton Shirt"]);
    expect(await titles("shrits")).toEqual(["Oxford Cotton Shirt"]);
    expect(await titles("oxfrod shrit")).toEqual(["Oxford Cotton Shirt"]);
  });

  it("always offers the closest words when a search finds nothing", async () => {
    const offered = await suggestSearches("shqqt");
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0]).toBe("shirt");
    for (const word of offered) expect((await titles(word)).length).toBeGreaterThan(0);
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

describe("a search with more matches than it looks at", () => {
  // SEARCH_DEPTH + 5 products with the same word, one a second apart, newest last; two say
  // it twice in their titles and rank higher: one among the newest SEARCH_DEPTH, and the oldest.
  const count = SEARCH_DEPTH + 5;
  const ids = (products: { id: string }[]) => products.map((p) => p.id);

  beforeAll(async () => {
    const seller = await prisma.user.findUniqueOrThrow({ where: { username: "search-seller" } });
    await prisma.product.createMany({
      data: Array.from({ length: count }, (_, i) => ({
        id: `depth_${String(i).padStart(4, "0")}`,
        title: i === 0 || i === 500 ? "Zardozi Zardozi Stole" : "Zardozi Stole",
        description: "Gold thread",
        categories: ["women"],
        color: "Gold",
        sizes: [],
        pricePaise: 49900,
        image: "img-z",
        sellerId: seller.id,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, 0, i)),
      })),
    });
  });

  it("counts up to SEARCH_DEPTH and says there are more", async () => {
    expect(await searchProducts({ q: "zardozi", limit: 1, offset: 0 })).toMatchObject({ total: SEARCH_DEPTH, more: true });
    expect(await searchProducts({ q: "zardozi", limit: 0, offset: 0, category: "men" })).toEqual({ products: [], total: 0 });
  });

  it("ranks the newest SEARCH_DEPTH, then pages on newest first through every match", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < count + 100; offset += 100) {
      seen.push(...ids((await searchProducts({ q: "zardozi", limit: 100, offset })).products));
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    // The better title among the newest comes first; the oldest, beyond the ranked, comes last.
    expect(seen[0]).toBe("depth_0500");
    expect(seen.at(-1)).toBe("depth_0000");
    expect(seen.slice(1, 4)).toEqual([`depth_${count - 1}`, `depth_${count - 2}`, `depth_${count - 3}`]);
  });

  it("sorts every match when asked for another order", async () => {
    const oldest = await searchProducts({ q: "zardozi", limit: 3, offset: count - 3, sort: "newest" });
    expect(ids(oldest.products)).toEqual(["depth_0002", "depth_0001", "depth_0000"]);
  });
});
