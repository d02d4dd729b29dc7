import { hashPassword } from "../auth/password.ts";
import { prisma } from "../db.ts";
import { uploadImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import { garmentImage } from "./art.ts";
import { COLORS, DEMO_PRODUCTS, DEMO_SELLER, DEMO_SHOPPER } from "./catalog.ts";
import { demoStock } from "./stock.ts";

export interface SeedResult {
  users: number;
  products: number;
}

/**
 * Fills an empty database with the demo shop. Safe to run on every start: a database that
 * already has users of its own is left alone, and an interrupted seed is completed, never
 * doubled (products are matched by the demo seller and title).
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
    return prisma.user.create({ data: { ...fields, passwordHash: await hashPassword(password) } });
  };
  const owner = await ensureUser(DEMO_SELLER);
  await ensureUser(DEMO_SHOPPER);

  const existingTitles = new Set(
    (await prisma.product.findMany({ where: { sellerId: owner.id }, select: { title: true } })).map((p) => p.title),
  );
  let products = 0;
  // Oldest first, so the newest-first listing opens with the last rows of the catalog.
  const base = Date.now() - DEMO_PRODUCTS.length * 60_000;
  for (const [index, item] of DEMO_PRODUCTS.entries()) {
    if (existingTitles.has(item.title)) continue;
    const picture = await garmentImage(item.garment, COLORS[item.color], index);
    const { publicId } = await uploadImage(owner.id, picture);
    await prisma.product.create({
      data: {
        title: item.title,
        description: item.description,
        pricePaise: rupeesToPaise(item.rupees),
        sizes: item.sizes,
        color: item.color,
        categories: item.categories,
        image: publicId,
        stock: demoStock(index, DEMO_PRODUCTS.length, item.sizes),
        sellerId: owner.id,
        createdAt: new Date(base + index * 60_000),
      },
    });
    products += 1;
  }
  return { users, products };
}
