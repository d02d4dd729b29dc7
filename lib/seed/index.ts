import { hashPassword } from "../auth/password.ts";
import { prisma } from "../db.ts";
import { uploadImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import { garmentImage, type GarmentView } from "./art.ts";
import { COLORS, DEMO_PRODUCTS, DEMO_SELLER, DEMO_SHOPPER, type DemoProduct } from "./catalog.ts";
import { demoStock } from "./stock.ts";

const VIEWS: GarmentView[] = ["front", "back", "closeup", "colourway"];
const COLOR_NAMES = Object.keys(COLORS);
/** Products whose photos are drawn at the same time: the image work runs on libvips's threads. */
const PARALLEL = 3;

/** 2–4 photos of one demo garment: front and back, then a close-up, then the same cut in another colour. */
async function demoPhotos(ownerId: string, item: DemoProduct, index: number): Promise<string[]> {
  const views = VIEWS.slice(0, 2 + (index % 3));
  const other = COLOR_NAMES[(COLOR_NAMES.indexOf(item.color) + 5) % COLOR_NAMES.length];
  const ids = [];
  for (const view of views) {
    const picture = await garmentImage(item.garment, COLORS[view === "colourway" ? other : item.color], index, view);
    ids.push((await uploadImage(ownerId, picture)).publicId);
  }
  return ids;
}

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
