import { prisma } from "../db.ts";
import { AppError, badRequest, forbidden, notFound } from "../errors.ts";
import type { Product } from "../generated/prisma/client.ts";
import { deleteImage, ownImage, uploadImage } from "../images/index.ts";
import { rupeesToPaise } from "../money.ts";
import type { ProductInput, ProductUpdate } from "../validation/products.ts";
import { assertSellerAccount } from "../users/seller.ts";

/**
 * The image a product gets: a new upload (data URL), or an image the same seller uploaded
 * before. Returns the public id and whether this call created it (to undo on failure).
 */
async function resolveImage(sellerId: string, input: { previewSource?: string; image?: string }, current?: string) {
  if (input.previewSource) return { publicId: (await uploadImage(sellerId, input.previewSource)).publicId, created: true };
  if (input.image && input.image !== current) {
    await ownImage(sellerId, input.image).catch((error: unknown) => {
      throw error instanceof AppError ? badRequest("Use an image you uploaded.", { image: ["not one of your uploaded images"] }) : error;
    });
  }
  return { publicId: input.image ?? current, created: false };
}

async function undoUpload(image: { publicId?: string; created: boolean }) {
  if (image.created && image.publicId) await deleteImage(image.publicId).catch(() => {});
}

export async function createProduct(sellerId: string, input: ProductInput): Promise<Product> {
  await assertSellerAccount(sellerId);
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
    await undoUpload(image);
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
 * it in their snapshot.
 */
export async function updateProduct(sellerId: string, productId: string, input: ProductUpdate): Promise<Product> {
  const product = await ownProduct(sellerId, productId);
  const image = await resolveImage(sellerId, input, product.image);
  try {
    return await prisma.product.update({
      where: { id: product.id },
      data: {
        title: input.title,
        description: input.description,
        pricePaise: input.price === undefined ? undefined : rupeesToPaise(input.price),
        sizes: input.size,
        color: input.color,
        categories: input.category,
        image: image.publicId,
      },
    });
  } catch (error) {
    await undoUpload(image);
    throw error;
  }
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
