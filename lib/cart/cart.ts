import { prisma } from "../db.ts";
import { badRequest, notFound } from "../errors.ts";
import { withUserLock, type Tx } from "../db/user-lock.ts";
import type { CartLine, Product } from "../generated/prisma/client.ts";
import { mrpPaise, sellingPricePaise, type ProductPrice } from "../money.ts";
import { AppError } from "../errors.ts";
import { leftText, parseStock, unitsLeft } from "../shared/stock.ts";
import { MAX_LINE_QUANTITY } from "../validation/common.ts";
import type { CartAdd, CartLineRef } from "../validation/cart.ts";

/** Lines a cart may hold; keeps one shopper from growing an unbounded cart. */
export const MAX_CART_LINES = 100;

/** A cart's line with its product as it is now: what every change of the cart answers (the API's JSON of it is lib/api-json/cart.ts's). */
export type CartLineWithProduct = CartLine & { product: Product };
type LineWithProduct = CartLineWithProduct;

/** Oldest first, so the spec's clients can name a line by its index. */
export async function cartLines(userId: string, db: Tx = prisma): Promise<LineWithProduct[]> {
  return db.cartLine.findMany({
    where: { userId },
    include: { product: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

/** What a cart's lines cost at `now` before the order's discounts: each product's selling price (its sale price or MRP) times its quantity. */
export function cartMrpPaise(lines: { quantity: number; product: ProductPrice }[], now: Date): number {
  return mrpPaise(lines.map((line) => ({ unitPaise: sellingPricePaise(line.product, now), quantity: line.quantity })));
}

/**
 * The size a line is stored under. A given size must be one of the product's. Without one
 * (the spec's original client never sends it): a product with exactly one size gets that
 * size; a product whose stock is kept per size gets its first size (in the seller's order)
 * with room for the line, so that client can still order what is there (docs/api.md, Cart);
 * any other product gets a line with no size ("").
 */
async function lineSize(tx: Tx, userId: string, product: Product, size: string | undefined, quantity: number): Promise<string> {
  if (size) {
    if (!product.sizes.includes(size)) {
      throw badRequest(`Size ${size} is not offered for this product.`, { size: [`one of: ${product.sizes.join(", ") || "(no sizes)"}`] });
    }
    return size;
  }
  if (product.sizes.length === 1) return product.sizes[0];
  const stock = parseStock(product.stock);
  if (product.sizes.length === 0 || stock === null) return "";
  const held = await tx.cartLine.findMany({ where: { userId, productId: product.id }, select: { size: true, quantity: true } });
  const inCart = (candidate: string) => held.find((line) => line.size === candidate)?.quantity ?? 0;
  const room = product.sizes.find((candidate) => (unitsLeft(stock, candidate) ?? 0) >= inCart(candidate) + quantity);
  if (room === undefined) throw new AppError(409, "out_of_stock", `${product.title} is out of stock in every size.`, { quantity: [leftText(0)] });
  return room;
}

/**
 * 409 `out_of_stock` when a line would hold more than its size has left. Lowering a line
 * that is already above its stock stays allowed: that is how a shopper fixes it.
 */
function checkStock(product: Product, size: string, quantity: number, current = 0): void {
  const left = unitsLeft(parseStock(product.stock), size);
  if (left === null || quantity <= left || quantity <= current) return;
  const name = size ? `Size ${size} of ${product.title}` : product.title;
  const message = left === 0 ? `${name} is out of stock.` : `${name}: only ${left} left${current ? `, and ${current} already in your cart` : ""}.`;
  throw new AppError(409, "out_of_stock", message, { quantity: [leftText(left)] });
}

/**
 * Adds quantity of a product; the same product and size again raises that line's quantity.
 * Under the user's lock, so the checks and the write see the cart a checkout leaves.
 */
export async function addToCart(userId: string, input: CartAdd): Promise<LineWithProduct[]> {
  return withUserLock(userId, async (tx) => {
    const product = await tx.product.findUnique({ where: { id: input.productId } });
    if (!product) throw notFound("No such product.");
    const size = await lineSize(tx, userId, product, input.size, input.quantity);
    const key = { userId_productId_size: { userId, productId: product.id, size } };
    const existing = await tx.cartLine.findUnique({ where: key });
    if (existing && existing.quantity + input.quantity > MAX_LINE_QUANTITY) {
      throw badRequest(`At most ${MAX_LINE_QUANTITY} of one item per order.`, { quantity: [`at most ${MAX_LINE_QUANTITY - existing.quantity} more`] });
    }
    checkStock(product, size, (existing?.quantity ?? 0) + input.quantity, existing?.quantity);
    if (!existing && (await tx.cartLine.count({ where: { userId } })) >= MAX_CART_LINES) {
      throw badRequest(`A cart holds at most ${MAX_CART_LINES} different items.`);
    }
    await tx.cartLine.upsert({
      where: key,
      create: { userId, productId: product.id, size, quantity: input.quantity },
      update: { quantity: { increment: input.quantity } },
    });
    return cartLines(userId, tx);
  });
}

function findLine(lines: LineWithProduct[], ref: CartLineRef): LineWithProduct {
  const line = typeof ref === "number" ? lines[ref] : lines.find((l) => l.id === ref);
  if (!line) throw notFound("No such line in the cart.");
  return line;
}

/** Sets a line's quantity; zero or less removes it. */
export async function setLineQuantity(userId: string, ref: CartLineRef, quantity: number): Promise<LineWithProduct[]> {
  return withUserLock(userId, async (tx) => {
    const line = findLine(await cartLines(userId, tx), ref);
    if (quantity > 0) checkStock(line.product, line.size, Math.min(quantity, MAX_LINE_QUANTITY), line.quantity);
    if (quantity <= 0) await tx.cartLine.deleteMany({ where: { id: line.id, userId } });
    else await tx.cartLine.updateMany({ where: { id: line.id, userId }, data: { quantity: Math.min(quantity, MAX_LINE_QUANTITY) } });
    return cartLines(userId, tx);
  });
}

export async function removeLine(userId: string, ref: CartLineRef): Promise<LineWithProduct[]> {
  return setLineQuantity(userId, ref, 0);
}

export async function clearCart(userId: string): Promise<void> {
  await withUserLock(userId, async (tx) => {
    await tx.cartLine.deleteMany({ where: { userId } });
    // An emptied cart starts afresh: without the coupon it held.
    await tx.cartCoupon.deleteMany({ where: { userId } });
  });
}
