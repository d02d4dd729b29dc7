import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { listingFacets } from "@/lib/catalog/facets";
import { countProducts, findProductPage } from "@/lib/catalog/products";

beforeAll(async () => {
  const seller = await prisma.user.create({ data: { firstName: "F", email: "facets@example.com", username: "facets", passwordHash: "x", admin: true } });
  const rows: [string, string[], string, string[]][] = [
    ["Linen Shirt", ["men", "shirts"], "Sky Blue", ["M", "XL", "S"]],
    ["Oxford Shirt", ["men", "shirts"], "white", ["L"]],
    ["Chinos", ["men", "trousers"], "Olive", ["32", "30"]],
    ["Linen Trousers", ["women", "trousers"], "White", ["28"]],
  ];
  for (const [i, [title, categories, color, sizes]] of rows.entries()) {
    await prisma.product.create({
      data: {
        title,
        description: "",
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

describe("listing filters", () => {
  it("a category's sizes in shopping order and its colours once each, without case", async () => {
    expect(await listingFacets({ category: "shirts" })).toEqual({ sizes: ["S", "M", "L", "XL"], colors: ["sky blue", "white"] });
    expect(await listingFacets({})).toEqual({ sizes: ["S", "M", "L", "XL", "28", "30", "32"], colors: ["olive", "sky blue", "white"] });
  });

  it("a search's are those of its matches", async () => {
    expect(await listingFacets({ q: "linen" })).toEqual({ sizes: ["S", "M", "XL", "28"], colors: ["sky blue", "white"] });
  });

  it("the filters narrow a listing and a search, newest first", async () => {
    const titles = async (filter: Parameters<typeof findProductPage>[0]) => (await findProductPage(filter)).products.map((p) => p.title);
    expect(await titles({ category: "trousers", color: "WHITE" })).toEqual(["Linen Trousers"]);
    expect(await titles({ size: "l" })).toEqual(["Oxford Shirt"]);
    expect(await titles({ q: "linen", size: "28" })).toEqual(["Linen Trousers"]);
    expect(await titles({ color: "white" })).toEqual(["Linen Trousers", "Oxford Shirt"]);
  });
});

describe("totals and facets the database keeps (ListingCount)", () => {
  /** What counting the products themselves says, for comparison. */
  const counted = (filter: { category?: string; size?: string; color?: string }) =>
    prisma.product.count({
      where: {
        ...(filter.category ? { categories: { has: filter.category } } : {}),
        ...(filter.size ? { sizes: { has: filter.size } } : {}),
        ...(filter.color ? { color: { equals: filter.color, mode: "insensitive" as const } } : {}),
      },
    });
  const filters = [
    {},
    { category: "shirts" },
    { category: "trousers", color: "white" },
    { size: "M" },
    { color: "WHITE" },
    { category: "men", size: "32", color: "olive" },
  ];

  it("agree with counting after products are added, edited, sold and deleted", async () => {
    const seller = await prisma.user.findFirstOrThrow({ where: { username: "facets" } });
    const added = await prisma.product.createManyAndReturn({
      data: ["Kept One", "Kept Two"].map((title, i) => ({
        title,
        description: "",
        categories: ["men", "shirts", "shirts"],
        color: "White",
        sizes: ["M", "M", "XXL"],
        pricePaise: 1000,
        image: `kept-${i}`,
        sellerId: seller.id,
      })),
    });
    for (const filter of filters) expect(await countProducts(filter), JSON.stringify(filter)).toBe(await counted(filter));
    await prisma.product.update({ where: { id: added[0].id }, data: { color: "Olive", categories: ["men", "trousers"], sizes: ["32"] } });
    // A stock change (as at checkout) moves no count, and writes none.
    const before = await prisma.listingCount.findMany({ orderBy: [{ category: "asc" }, { size: "asc" }, { color: "asc" }] });
    await prisma.product.update({ where: { id: added[1].id }, data: { stock: { M: 3, XXL: 0 } } });
    expect(await prisma.listingCount.findMany({ orderBy: [{ category: "asc" }, { size: "asc" }, { color: "asc" }] })).toEqual(before);
    for (const filter of filters) expect(await countProducts(filter), JSON.stringify(filter)).toBe(await counted(filter));
    expect((await listingFacets({ category: "shirts" })).sizes).toContain("XXL");
    await prisma.product.deleteMany({ where: { id: { in: added.map((p) => p.id) } } });
    for (const filter of filters) expect(await countProducts(filter), JSON.stringify(filter)).toBe(await counted(filter));
    expect((await listingFacets({ category: "shirts" })).sizes).not.toContain("XXL");
  });

  it("pages in the second half read from the other end give the same products in the same order", async () => {
    for (const sort of [undefined, "price_asc", "price_desc"] as const) {
      const all = (await findProductPage({ sort })).products.map((p) => p.id);
      const paged: string[] = [];
      for (let offset = 0; offset < all.length; offset += 3) paged.push(...(await findProductPage({ sort, limit: 3, offset })).products.map((p) => p.id));
      expect(paged, sort).toEqual(all);
      expect((await findProductPage({ sort, limit: 3, offset: all.length })).products).toEqual([]);
    }
  });
});
