import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { uploadsDir } from "@/lib/images";
import { localImageFile } from "@/lib/images/local-store";
import { DEMO_PRODUCTS, DEMO_SELLER, DEMO_SHOPPER } from "@/lib/seed/catalog";
import { seedDemoData } from "@/lib/seed";
import { DEMO_SHOP } from "@/lib/seed/shop";
import { gstinProblem } from "@/lib/shop/gstin";
import { readShop } from "@/lib/shop/profile";
import { toShopJson } from "@/lib/api-json/shop";
import { verifyPassword } from "@/lib/auth/password";
import { isInStock, parseStock, stockKeys } from "@/lib/shared/stock";

describe("demo seed", () => {
  it("fills an empty database with a real-looking shop, once", { timeout: 120_000 }, async () => {
    const first = await seedDemoData();
    expect(first).toEqual({ users: 2, products: DEMO_PRODUCTS.length });
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(48);

    const products = await prisma.product.findMany();
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    const prices = products.map((p) => p.pricePaise);
    expect(Math.min(...prices)).toBe(29900);
    expect(Math.max(...prices)).toBe(499900);
    for (const category of ["shirts", "trousers", "shoes", "tops", "men", "women"]) {
      expect(products.some((p) => p.categories.includes(category))).toBe(true);
    }
    // Every product has its own stored images, 2–4 of them, the first one being `image`, each recorded with its owner.
    expect(new Set(products.map((p) => p.image)).size).toBe(products.length);
    expect(products.every((p) => p.images.length >= 2 && p.images.length <= 4 && p.images[0] === p.image)).toBe(true);
    expect(new Set(products.map((p) => p.images.length))).toEqual(new Set([2, 3, 4]));
    const photos = products.flatMap((p) => p.images);
    expect(new Set(photos).size).toBe(photos.length);
    const seller = await prisma.user.findUniqueOrThrow({ where: { username: DEMO_SELLER.username } });
    expect(await prisma.image.count({ where: { ownerId: seller.id } })).toBe(photos.length);
    expect(fs.existsSync(localImageFile(uploadsDir(), products[0].image, 320)!)).toBe(true);
    expect(fs.existsSync(localImageFile(uploadsDir(), products[0].images[1], 320)!)).toBe(true);
    // Every product has a size chart with a row for each of its sizes; shoes go in UK sizes, charted by foot length.
    for (const p of products) {
      const chart = p.sizeChart as { rows: { size: string; values: number[] }[]; columns: string[] } | null;
      expect(chart?.rows.map((r) => r.size)).toEqual(p.sizes);
      expect(chart?.rows.every((r) => r.values.length === chart.columns.length && r.values.every((v) => v > 0))).toBe(true);
      if (p.categories.includes("shoes")) {
        expect(p.sizes.every((size) => /^UK \d+$/.test(size))).toBe(true);
        expect(chart?.columns).toEqual(["Foot length"]);
      }
    }
    expect(products.every((p) => p.sellerId === seller.id && p.sizes.length > 0 && p.color)).toBe(true);

    // Every product tracks stock for each of its sizes; some sizes are low or sold out, and
    // at least one product has nothing left.
    const stocks = products.map((p) => ({ sizes: p.sizes, stock: parseStock(p.stock) }));
    for (const { sizes, stock } of stocks) expect(Object.keys(stock ?? { untracked: 1 }).sort()).toEqual(stockKeys(sizes).sort());
    const units = stocks.flatMap(({ stock }) => Object.values(stock!));
    expect(units.some((n) => n === 0)).toBe(true);
    expect(units.some((n) => n > 0 && n <= 3)).toBe(true);
    expect(units.some((n) => n > 3)).toBe(true);
    expect(stocks.filter(({ stock }) => !isInStock(stock)).length).toBeGreaterThanOrEqual(1);
    expect(stocks.filter(({ stock }) => isInStock(stock)).length).toBeGreaterThan(products.length / 2);

    expect(seller.admin).toBe(true);
    // The demo seller runs the shop, whose profile is filled with fictional values that pass its own checks.
    expect(seller.owner).toBe(true);
    expect(await prisma.user.count({ where: { owner: true } })).toBe(1);
    expect(toShopJson(await readShop())).toEqual({ ...DEMO_SHOP, stateCode: "29", sellingModel: "single" });
    expect(gstinProblem(DEMO_SHOP.gstin)).toBeNull();
    expect(DEMO_SHOP.legalName).toMatch(/fictional/);
    expect(await verifyPassword(DEMO_SELLER.password, seller.passwordHash)).toBe(true);
    const shopper = await prisma.user.findUniqueOrThrow({ where: { username: DEMO_SHOPPER.username } });
    expect(shopper.admin).toBe(false);

    expect(await seedDemoData()).toEqual({ users: 0, products: 0 });
    expect(await prisma.product.count()).toBe(DEMO_PRODUCTS.length);

    // An interrupted seed is completed, not doubled.
    const last = products.find((p) => p.title === DEMO_PRODUCTS.at(-1)!.title)!;
    await prisma.product.delete({ where: { id: last.id } });
    expect(await seedDemoData()).toEqual({ users: 0, products: 1 });
    expect(await prisma.product.count()).toBe(DEMO_PRODUCTS.length);
    expect(path.isAbsolute(uploadsDir())).toBe(true);
  });
});
