import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { catalogIdsAt, type BucketOrder } from "@/lib/catalog/buckets";

// The buckets a deep page of the whole catalog starts from (lib/catalog/buckets.ts, the
// listing_buckets migration): every position must give what skipping to it gives, after the
// cut and after products come, go and change price, which only the triggers account for.
// Cut small here (7 products a bucket) so that a small catalog has many.

let sellerId: string;
let made = 0;

/** Products with few distinct prices (ties broken by id) and creation times that tie too. */
async function addProducts(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    made += 1;
    const product = await prisma.product.create({
      data: {
        title: `Bucket ${made}`,
        description: "",
        categories: ["men"],
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
async function skipped(order: BucketOrder, from: number, take: number): Promise<string[]> {
  const rows = await prisma.product.findMany({
    orderBy: order === "price" ? [{ pricePaise: "asc" }, { id: "asc" }] : [{ createdAt: "asc" }, { id: "asc" }],
    skip: from,
    take,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

async function expectEveryPositionRight() {
  const total = await prisma.product.count();
  for (const order of ["price", "created"] as const) {
    for (let from = 0; from < total; from += 3) {
      expect(await catalogIdsAt(order, from, 5), `${order} from ${from}`).toEqual(await skipped(order, from, 5));
    }
  }
}

const bucketCounts = async () =>
  (await prisma.listingBucket.findMany({ orderBy: [{ ordering: "asc" }, { number: "asc" }] })).map((b) => `${b.ordering}:${b.products}`);

beforeAll(async () => {
  const seller = await prisma.user.create({ data: { firstName: "B", email: "buckets@example.com", username: "buckets", passwordHash: "x", admin: true } });
  sellerId = seller.id;
  await addProducts(60);
});

describe("the whole catalog's buckets", () => {
  it("are cut by the first deep read when there are none, one bucket per order for a small catalog", async () => {
    expect(await prisma.listingBucket.count()).toBe(0);
    expect(await catalogIdsAt("price", 40, 5)).toEqual(await skipped("price", 40, 5));
    expect(await bucketCounts()).toEqual(["created:60", "price:60"]);
  });

  it("give every position what an offset gives, cut small", async () => {
    await prisma.$executeRaw`SELECT "vastra_cut_listing_buckets"(7)`;
    const cut = [...Array<number>(8).fill(7), 4];
    expect(await bucketCounts()).toEqual([...cut.map((n) => `created:${n}`), ...cut.map((n) => `price:${n}`)]);
    await expectEveryPositionRight();
  });

  it("stay exact as products are added, deleted and repriced, and a stock change writes no bucket", async () => {
    const added = await addProducts(25);
    await prisma.product.deleteMany({ where: { id: { in: added.slice(0, 10) } } });
    await prisma.product.update({ where: { id: added[12] }, data: { pricePaise: 1 } });
    await prisma.product.updateMany({ where: { id: { in: added.slice(15, 20) } }, data: { pricePaise: 99_999 } });
    const before = await prisma.listingBucket.findMany();
    await prisma.product.update({ where: { id: added[20] }, data: { stock: { M: 3 } } });
    expect(await prisma.listingBucket.findMany()).toEqual(before);
    const counted = await prisma.listingBucket.groupBy({ by: ["ordering"], _sum: { products: true } });
    expect(counted.map((c) => c._sum.products)).toEqual([75, 75]);
    await expectEveryPositionRight();
  });
});
