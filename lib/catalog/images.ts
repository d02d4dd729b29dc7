import { prisma } from "../db.ts";
import { conflict } from "../errors.ts";
import { deleteImage, ownImage } from "../images/index.ts";

/**
 * Deletes an uploaded image, only by its uploader, and only while no product shows it
 * (as its first photo or any other) and no order line snapshots it (deleting it would
 * blank those pictures).
 */
export async function deleteUnusedImage(callerId: string, publicId: string): Promise<{ deleted: string }> {
  await ownImage(callerId, publicId);
  const [products, orderLines] = await Promise.all([
    prisma.product.count({ where: { OR: [{ image: publicId }, { images: { has: publicId } }] } }),
    prisma.orderLine.count({ where: { image: publicId } }),
  ]);
  if (products + orderLines > 0) throw conflict("This image is still shown by a product or an order.");
  await deleteImage(publicId);
  return { deleted: publicId };
}
