import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { listingIdsAt, type BucketOrder, type Listing } from "@/lib/catalog/buckets";
import { saleClock } from "@/lib/catalog/sales";

// The buckets a deep page of a listing starts from (lib/catalog/buckets.ts, the
// listing_buckets migration): every position must give what skipping to it gives, in the
// whole catalog and in a category, after the cut and after products come, go, change price
// and change category, which only the triggers account for. Cut small here (7 products a
// bucket) so that a small catalog has many.

let sellerId: string;
let made = 0;

/** Products with few distinct prices (ties broken by id), creation times that tie too, and every third a shirt. */
async function addProducts(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    made += 1;
    const product = await prisma.product.create({
      data: {
        title: `Bucket ${made}`,
        description: "",
        categories: made % 3 === 0 ? ["men", "shirts"] : ["men"],
        color: "Black",
        sizes: ["M"],
        pricePaise: 10_000 + (made % 9) * 500,
        image: "img",
        sellerId,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, made % 40)),
      },
    });
    ids.push(product.id);
  }
  return ids;
}

/** Every position's page of `take`, as an offset reads it. */
async function skipped(order: BucketOrder, listing: Listing, from: number, take: number): Promise<string[]> {
  const rows = await prisma.product.findMany({
    where: listing ? { categories: { has: listing } } : {},
    orderBy: order === "price" ? [{ sellingPaise: "asc" }, { id: "asc" }] : [{ createdAt: "asc" }, { id: "asc" }],
    skip: from,
    take,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

async function expectEveryPositionRight() {
  for (const listing of ["", "shirts"]) {
    const total = await prisma.product.count({ where: listing ? { categories: { has: listing } } : {} });
    for (const order of ["price", "created"] as const) {
      for (let from = 0; from < total; from += 3) {
        expect(await listingIdsAt(order, listing, from, 5), `${listing} ${order} from ${from}`).toEqual(await skipped(order, listing, from, 5));
      }
    }
  }
}

const bucketCounts = async (listing: Listing) =>
  (await prisma.listingBucket.findMany({ where: { category: listing }, orderBy: [{ ordering: "asc" }, { number: "asc" }] })).map(
    (b) => `${b.ordering}:${b.products}`,
  );

beforeAll(async () => {
  const seller = await prisma.user.create({ data: { firstName: "B", email: "buckets@example.com", username: "buckets", passwordHash: "x", admin: true } });
  sellerId = seller.id;
  await addProducts(60);
});

describe("a listing's buckets", () => {
  it("are cut by the first deep read of the listing when it has none, one bucket per order for a small listing", async () => {
    expect(await prisma.listingBucket.count()).toBe(0);
    expect(await listingIdsAt("price", "", 40, 5)).toEqual(await skipped("price", "", 40, 5));
    expect(await bucketCounts("")).toEqual(["created:60", "price:60"]);
    expect(await bucketCounts("shirts")).toEqual([]);
    expect(await listingIdsAt("created", "shirts", 10, 5)).toEqual(await skipped("created", "shirts", 10, 5));
    expect(await bucketCounts("shirts")).toEqual(["created:20", "price:20"]);
  });

  it("give every position what an offset gives, cut small", async () => {
    await prisma.$executeRaw`SELECT "vastra_cut_listing_buckets"(7, '')`;
    await prisma.$executeRaw`SELECT "vastra_cut_listing_buckets"(7, 'shirts')`;
    const cut = [...Array<number>(8).fill(7), 4];
    expect(await bucketCounts("")).toEqual([...cut.map((n) => `created:${n}`), ...cut.map((n) => `price:${n}`)]);
    expect(await bucketCounts("shirts")).toEqual(["created:7", "created:7", "created:6", "price:7", "price:7", "price:6"]);
    await expectEveryPositionRight();
  });

  it("stay exact as products are added, deleted, repriced, put on sale and off it, and moved between categories, and a stock change writes no bucket", async () => {
    const added = await addProducts(25);
    await prisma.product.deleteMany({ where: { id: { in: added.slice(0, 10) } } });
    await prisma.product.update({ where: { id: added[12] }, data: { pricePaise: 1 } });
    // A sale moves a product in the price order (by what it sells at); one that ends moves it back when the sale clock clears it.
    await prisma.product.update({ where: { id: added[13] }, data: { salePricePaise: 2 } });
    const ending = await prisma.product.update({ where: { id: added[14] }, data: { salePricePaise: 3, saleEndsAt: new Date(Date.now() + 1000) } });
    expect(ending.sellingPaise).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await saleClock();
    expect(await prisma.product.findUniqueOrThrow({ where: { id: added[14] } })).toMatchObject({
      salePricePaise: null,
      saleEndsAt: null,
      sellingPaise: ending.pricePaise,
    });
    await prisma.product.updateMany({ where: { id: { in: added.slice(15, 20) } }, data: { pricePaise: 99_999 } });
    await prisma.product.updateMany({ where: { id: { in: added.slice(20, 23) } }, data: { categories: ["men", "shirts"] } });
    await prisma.product.updateMany({ where: { id: { in: added.slice(10, 12) } }, data: { categories: ["women"] } });
    const before = await prisma.listingBucket.findMany();
    await prisma.product.update({ where: { id: added[24] }, data: { stock: { M: 3 } } });
    expect(await prisma.listingBucket.findMany()).toEqual(before);
    const counted = await prisma.listingBucket.groupBy({
      by: ["category", "ordering"],
      _sum: { products: true },
      orderBy: [{ category: "asc" }, { ordering: "asc" }],
    });
    const shirts = await prisma.product.count({ where: { categories: { has: "shirts" } } });
    expect(counted.map((c) => `${c.category}:${c.ordering}:${c._sum.products}`)).toEqual([
      ":created:75",
      ":price:75",
      `shirts:created:${shirts}`,
      `shirts:price:${shirts}`,
    ]);
    await expectEveryPositionRight();
  });
});
