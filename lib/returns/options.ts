import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import { readShop } from "../shop/profile.ts";
import { parseStock, unitsLeft } from "../shared/stock.ts";
import { deliveredAt, heldByReturns } from "./held.ts";
import { lastReturnDay, withinReturnWindow } from "./window.ts";

// What the order page offers on each delivered line: how many units may still be asked back,
// until which day, and which sizes an exchange can have now. The same rules askReturn checks
// (lib/flows/ask-return.ts), read without a lock: the request itself decides.

export interface LineReturnOptions {
  lineId: string;
  /** Units not yet asked back; 0 when every one is. */
  units: number;
  /** The last Indian day (YYYY-MM-DD) to ask. */
  lastDay: string;
  /** Other sizes of the product with units in stock now (an untracked product: all of them); empty when the shop does not exchange. */
  exchangeSizes: string[];
}

/**
 * For the shopper's order: each `Delivered` line still inside the shop's window, with what may
 * be asked for it. Lines outside the window or not delivered are left out; 404 for an order
 * not the shopper's.
 */
export async function returnOptions(shopperId: string, orderId: string, now = new Date()): Promise<LineReturnOptions[]> {
  const order = await prisma.order.findFirst({ where: { id: orderId, userId: shopperId }, include: { lines: { orderBy: { id: "asc" } } } });
  if (!order) throw notFound("No such order.");
  const shop = await readShop();
  const held = await heldByReturns(prisma, orderId);
  const options: LineReturnOptions[] = [];
  for (const line of order.lines) {
    if (line.status !== "Delivered") continue;
    const delivered = await deliveredAt(prisma, line);
    if (!delivered || !withinReturnWindow(delivered, shop.returns.windowDays, now)) continue;
    const product =
      shop.returns.exchange && line.productId ? await prisma.product.findUnique({ where: { id: line.productId }, select: { sizes: true, stock: true } }) : null;
    const stock = product ? parseStock(product.stock) : null;
    options.push({
      lineId: line.id,
      units: line.quantity - (held.lines.get(line.id)?.units ?? 0),
      lastDay: lastReturnDay(delivered, shop.returns.windowDays)!,
      exchangeSizes: product ? product.sizes.filter((size) => size !== line.size && (unitsLeft(stock, size) ?? 1) > 0) : [],
    });
  }
  return options;
}
