import { hashPassword } from "../auth/password.ts";
import { prisma } from "../db.ts";
import { uploadImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import { createSeller } from "../shop/owner.ts";
import { garmentImage, patternFor, viewsOf } from "./art.ts";
import { COLORS } from "../catalog/swatches.ts";
import { DEMO_PRODUCTS, DEMO_SELLER, DEMO_SHOPPER, type DemoProduct } from "./catalog.ts";
import { seedShopProfile } from "./shop.ts";
import { demoStock } from "./stock.ts";

/** Products whose photos are drawn at the same time: the image work runs on libvips's threads. */
const PARALLEL = 3;

/** 2–4 photos of one demo garment, all in its own colour and the fabric its title names: front and back, then a close-up, then a detail. */
async function demoPhotos(ownerId: string, item: DemoProduct, index: number): Promise<string[]> {
  const art = { garment: item.garment, colorHex: COLORS[item.color], pattern: patternFor(item.title), seed: index };
  const ids = [];
  for (const view of viewsOf(index)) ids.push((await uploadImage(ownerId, await garmentImage(art, view))).publicId);
  return ids;
}

export interface SeedResult {
  users: number;
  products: number;
}

/**
 * Fills an empty database with the demo shop: its profile, its owner (the demo seller), a
 * shopper and the catalog. Safe to run on every start: a database that already has users
 * of its own is left alone, and an interrupted seed is completed, never doubled (products
 * are matched by the demo seller and title, and a profile already filled is kept).
 */
export async function seedDemoData(): Promise<SeedResult> {
  const seller = await prisma.user.findUnique({ where: { username: DEMO_SELLER.username } });
  if (!seller && (await prisma.user.count()) > 0) return { users: 0, products: 0 };

  let users = 0;
  const ensureUser = async (account: typeof DEMO_SELLER) => {
    const existing = await prisma.user.findUnique({ where: { username: account.username } });
    if (existing) return existing;
    users += 1;
    const { password, ...fields } = account;
    // The demo addresses are fictional (.example), so nobody could confirm them: they start confirmed.
    const data = { ...fields, emailVerified: true, verifiedEmail: fields.email, passwordHash: await hashPassword(password) };
    // The demo seller is the shop's owner (lib/shop/owner.ts): the first seller of a new shop.
    return fields.admin ? createSeller((tx, owner) => tx.user.create({ data: { ...data, owner } })) : prisma.user.create({ data });
  };
  const owner = await ensureUser(DEMO_SELLER);
  await ensureUser(DEMO_SHOPPER);
  await seedShopProfile();

  const existingTitles = new Set((await prisma.product.findMany({ where: { sellerId: owner.id }, select: { title: true } })).map((p) => p.title));
  // Oldest first, so the newest-first listing opens with the last rows of the catalog.
  const base = Date.now() - DEMO_PRODUCTS.length * 60_000;
  const missing = [...DEMO_PRODUCTS.entries()].filter(([, item]) => !existingTitles.has(item.title));
  for (let from = 0; from < missing.length; from += PARALLEL) {
    await Promise.all(
      missing.slice(from, from + PARALLEL).map(async ([index, item]) => {
        const images = await demoPhotos(owner.id, item, index);
        await prisma.product.create({
          data: {
            title: item.title,
            description: item.description,
            pricePaise: rupeesToPaise(item.rupees),
            sizes: item.sizes,
            color: item.color,
            categories: item.categories,
            image: images[0],
            images,
            sizeChart: item.sizeChart ?? undefined,
            stock: demoStock(index, DEMO_PRODUCTS.length, item.sizes),
            sellerId: owner.id,
            createdAt: new Date(base + index * 60_000),
          },
        });
      }),
    );
  }
  return { users, products: missing.length };
}
