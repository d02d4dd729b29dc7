import { prisma } from "../db.ts";

// Sale prices end at their saleEndsAt (issue 43, §3). A product's JSON, the cart and the order
// read the end themselves (lib/money.ts sellingPricePaise), but two things are kept from
// before: the "sellingPaise" key the price orders and their buckets read (set by the
// sale_price migration's trigger when the row is written), and the pages and catalog data
// Next caches. So the sale clock below clears every sale whose end has passed, writing the
// row back to its MRP, before a catalog read, and tells the next end, which the cache
// (lib/catalog/cache.ts) does not let any catalog entry outlive.

/**
 * Clears the sales that have ended (their sale price and end; the trigger sets the selling
 * price back to the MRP) and answers when the next one ends, in epoch milliseconds, or null
 * when no sale has an end. One index probe when none has ended.
 */
export async function saleClock(now: Date = new Date()): Promise<number | null> {
  const next = await prisma.product.findFirst({ where: { saleEndsAt: { not: null } }, orderBy: [{ saleEndsAt: "asc" }], select: { saleEndsAt: true } });
  if (!next?.saleEndsAt) return null;
  if (next.saleEndsAt > now) return next.saleEndsAt.getTime();
  await prisma.product.updateMany({ where: { saleEndsAt: { lte: now } }, data: { salePricePaise: null, saleEndsAt: null } });
  return saleClock(now);
}
