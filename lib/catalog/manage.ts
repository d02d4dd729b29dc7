import { prisma } from "../db.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import { Prisma, type Product } from "../generated/prisma/client.ts";
import { deleteImage, uploadImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import type { ProductInput, ProductUpdate } from "../validation/products.ts";
import { foreignStockKeys, nextStock, parseStock, type Stock } from "../stock/stock.ts";
import { assertSellerAccount } from "../users/seller.ts";
import type { Tx } from "../users/lock.ts";

/**
 * The image a product gets: a new upload (data URL), or an image the same seller uploaded
 * before. Returns the public id and whether this call created it (to undo on failure).
 */
async function resolveImage(sellerId: string, input: { previewSource?: string; image?: string }, current?: string) {
  if (input.previewSource) return { publicId: (await uploadImage(sellerId, input.previewSource)).publicId, created: true };
  if (input.image && input.image !== current) {
    const image = await prisma.image.findUnique({ where: { publicId: input.image } });
    if (!image || image.ownerId !== sellerId) throw badRequest("Use an image you uploaded.", { image: ["not one of your uploaded images"] });
  }
  return { publicId: input.image ?? current, created: false };
}

async function undoUpload(sellerId: string, image: { publicId?: string; created: boolean }) {
  if (image.created && image.publicId) await deleteImage(sellerId, image.publicId).catch(() => {});
}

/** Stock keys must be sizes of the product (400 naming each one that is not). */
function checkStockKeys(sizes: string[], stock: Stock | undefined): void {
  const fields = foreignStockKeys(sizes, stock);
  if (Object.keys(fields).length) throw badRequest("Stock is kept per size of the product.", fields);
}

/** The column's value: Prisma writes SQL NULL only when told so explicitly. */
const stockColumn = (stock: Stock) => stock ?? Prisma.DbNull;

export async function createProduct(sellerId: string, input: ProductInput): Promise<Product> {
  await assertSellerAccount(sellerId);
  checkStockKeys(input.size, input.stock);
  const image = await resolveImage(sellerId, input);
  try {
    return await prisma.product.create({
      data: {
        title: input.title,
        description: input.description,
        pricePaise: rupeesToPaise(input.price),
        sizes: input.size,
        color: input.color,
        categories: input.category,
        image: image.publicId!,
        // Not tracked unless the seller says how many (the spec's clients never do).
        stock: stockColumn(nextStock(input.size, null, input.stock)),
        sellerId,
      },
    });
  } catch (error) {
    await undoUpload(sellerId, image);
    throw error;
  }
}

/** A product the caller sells, or 404 / 403. */
async function ownProduct(sellerId: string, productId: string): Promise<Product> {
  const product = await prisma.product.findUnique({ where: { id: productId } });
  if (!product) throw notFound("No such product.");
  if (product.sellerId !== sellerId) throw forbidden("Only the product's seller can change it.");
  return product;
}

/**
 * Changes only the fields given. The old image is kept on disk: orders placed earlier show
 * it in their snapshot. Stock is read and written under the product row's lock, so a
 * checkout taking units meanwhile is never overwritten by the seller's older view; sizes
 * the seller does not name keep the units they have then.
 */
export async function updateProduct(sellerId: string, productId: string, input: ProductUpdate): Promise<Product> {
  const product = await ownProduct(sellerId, productId);
  checkStockKeys(input.size ?? product.sizes, input.stock);
  const image = await resolveImage(sellerId, input, product.image);
  try {
    return await prisma.$transaction(async (tx) => {
      const stock = input.stock !== undefined || input.size !== undefined ? await lockedNextStock(tx, product.id, input) : undefined;
      return tx.product.update({
        where: { id: product.id },
        data: {
          title: input.title,
          description: input.description,
          pricePaise: input.price === undefined ? undefined : rupeesToPaise(input.price),
          sizes: input.size,
          color: input.color,
          categories: input.category,
          image: image.publicId,
          stock: stock === undefined ? undefined : stockColumn(stock),
        },
      });
    });
  } catch (error) {
    await undoUpload(sellerId, image);
    throw error;
  }
}

async function lockedNextStock(tx: Tx, productId: string, input: ProductUpdate): Promise<Stock> {
  const [row] = await tx.$queryRaw<{ sizes: string[]; stock: unknown }[]>`SELECT "sizes", "stock" FROM "Product" WHERE "id" = ${productId} FOR NO KEY UPDATE`;
  if (!row) throw notFound("No such product.");
  return nextStock(input.size ?? row.sizes, parseStock(row.stock), input.stock);
}

/** Removes the product and any cart lines holding it; order lines keep their snapshot. */
export async function deleteProduct(sellerId: string, productId: string): Promise<{ deleted: string }> {
  const product = await ownProduct(sellerId, productId);
  await prisma.product.delete({ where: { id: product.id } });
  return { deleted: product.id };
}

/** Newest first. */
export async function listSellerProducts(sellerId: string): Promise<Product[]> {
  return prisma.product.findMany({ where: { sellerId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}
