import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { listingFacets } from "@/lib/catalog/facets";
import { findProductPage } from "@/lib/catalog/products";

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
