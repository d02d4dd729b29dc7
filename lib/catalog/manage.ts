import { isDeepStrictEqual } from "node:util";
import { prisma } from "../db.ts";
import { badRequest, forbidden, notFound } from "../errors.ts";
import type { Product } from "../generated/prisma/client.ts";
import { deleteImage, uploadImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import { SELLER_WRITE_LIMIT, takeRateLimit } from "../security/rate-limit.ts";
import type { ProductInput, ProductUpdate } from "../validation/products.ts";
import { assertSellerAccount } from "../users/seller.ts";

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

/** A seller's writes are rate-limited (SELLER_WRITE_LIMIT), counted once the seller may make them. */
export async function createProduct(sellerId: string, input: ProductInput): Promise<Product> {
  await assertSellerAccount(sellerId);
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
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

/** The fields of `data` given and different from the product's. */
function changedFields<T extends Partial<Product>>(product: Product, data: T): Partial<T> {
  return Object.fromEntries(Object.entries(data).filter(([field, value]) => value !== undefined && !isDeepStrictEqual(value, product[field as keyof Product]))) as Partial<T>;
}

/**
 * Changes only the fields given, and only those that differ: an edit that changes nothing
 * writes nothing, and `changed` tells the caller there is no cached page to expire. The
 * old image is kept on disk: orders placed earlier show it in their snapshot.
 */
export async function updateProduct(sellerId: string, productId: string, input: ProductUpdate): Promise<{ product: Product; changed: boolean }> {
  const product = await ownProduct(sellerId, productId);
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  const image = await resolveImage(sellerId, input, product.image);
  const changes = changedFields(product, {
    title: input.title,
    description: input.description,
    pricePaise: input.price === undefined ? undefined : rupeesToPaise(input.price),
    sizes: input.size,
    color: input.color,
    categories: input.category,
    image: image.publicId,
  });
  if (Object.keys(changes).length === 0) return { product, changed: false };
  try {
    return { product: await prisma.product.update({ where: { id: product.id }, data: changes }), changed: true };
  } catch (error) {
    await undoUpload(sellerId, image);
    throw error;
  }
}

/** Removes the product and any cart lines holding it; order lines keep their snapshot. */
export async function deleteProduct(sellerId: string, productId: string): Promise<{ deleted: string }> {
  const product = await ownProduct(sellerId, productId);
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  await prisma.product.delete({ where: { id: product.id } });
  return { deleted: product.id };
}

/** Newest first. */
export async function listSellerProducts(sellerId: string): Promise<Product[]> {
  return prisma.product.findMany({ where: { sellerId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}
