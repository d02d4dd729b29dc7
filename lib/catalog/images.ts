import { prisma } from "../db.ts";
import { conflict } from "../errors.ts";
import { deleteImage, ownImage, uploadImage, type UploadedImage } from "../images/index.ts";
import { SELLER_WRITE_LIMIT, takeRateLimit } from "../security/rate-limit.ts";

/** A seller's upload, counted against their writes (SELLER_WRITE_LIMIT) before any work is done. */
export async function uploadSellerImage(sellerId: string, dataUrl: string): Promise<UploadedImage> {
  await takeRateLimit(SELLER_WRITE_LIMIT, sellerId);
  return uploadImage(sellerId, dataUrl);
}

/**
 * Deletes an uploaded image, only by its uploader, and only while no product shows it
 * (as its first photo or any other), no review and no order line snapshots it (deleting it would
 * blank those pictures).
 */
export async function deleteUnusedImage(callerId: string, publicId: string): Promise<{ deleted: string }> {
  await ownImage(callerId, publicId);
  await takeRateLimit(SELLER_WRITE_LIMIT, callerId);
  const [products, orderLines, reviews] = await Promise.all([
    prisma.product.count({ where: { OR: [{ image: publicId }, { images: { has: publicId } }] } }),
    prisma.orderLine.count({ where: { image: publicId } }),
    prisma.review.count({ where: { images: { has: publicId } } }),
  ]);
  if (products + orderLines + reviews > 0) throw conflict("This image is still shown by a product, an order or a review.");
  await deleteImage(publicId);
  return { deleted: publicId };
}
