import { prisma } from "../db.ts";
import { badRequest, forbidden } from "../errors.ts";
import { uploadImage } from "../images/index.ts";

// A product's photos: image public ids in the seller's order; `image` is always the first
// (the spec's clients read it). Photos are the seller's own uploads. A photo taken off a
// product stays stored: an order placed earlier may show it (lib/catalog/images.ts keeps
// it from being deleted while one does).

export interface PhotoInput {
  /** A new photo as a data URL: the spec's add form. */
  previewSource?: string;
  /** One uploaded image: the spec's clients send the product's image this way. */
  image?: string;
  /** All the photos, in order. */
  images?: string[];
}

export interface ResolvedPhotos {
  images: string[];
  /** An image this call uploaded, to delete again if the product is not saved. */
  uploaded?: string;
}

/** The photos of a product as stored: rows from before photos (or bulk SQL) have only `image`. */
export function photosOf(product: { image: string; images: string[] }): string[] {
  return product.images.length > 0 ? product.images : [product.image];
}

/** Each id must be an image this seller uploaded: an unknown one is 400, another seller's 403. Ids in `known` are already the product's. */
async function assertOwnImages(sellerId: string, ids: string[], field: string, known: string[] = []): Promise<void> {
  const asked = ids.filter((id) => !known.includes(id));
  if (asked.length === 0) return;
  const found = new Map(
    (await prisma.image.findMany({ where: { publicId: { in: asked } }, select: { publicId: true, ownerId: true } })).map((i) => [i.publicId, i.ownerId]),
  );
  const unknown = ids.flatMap((id, index) => (known.includes(id) || found.has(id) ? [] : [index]));
  if (unknown.length > 0) {
    const key = (index: number) => (field === "images" ? `images.${index}` : field);
    throw badRequest("Use images you uploaded.", Object.fromEntries(unknown.map((index) => [key(index), ["no such uploaded image"]])));
  }
  if (asked.some((id) => found.get(id) !== sellerId)) throw forbidden("A product can only show images its seller uploaded.");
}

/**
 * The photos a product gets from an add or an update. `images` replaces them all. A single
 * new image (previewSource or image, the spec's clients) takes the place of the first photo
 * and keeps the others; an image that is already one of them moves to the front. Nothing
 * sent keeps the current photos (an update) .
 */
export async function resolvePhotos(sellerId: string, input: PhotoInput, current: string[] = []): Promise<ResolvedPhotos> {
  if (input.images) {
    await assertOwnImages(sellerId, input.images, "images", current);
    return { images: input.images };
  }
  if (input.previewSource) {
    const { publicId } = await uploadImage(sellerId, input.previewSource);
    return { images: [publicId, ...current.slice(1)], uploaded: publicId };
  }
  if (input.image && input.image !== current[0]) {
    await assertOwnImages(sellerId, [input.image], "image", current);
    const rest = current.includes(input.image) ? current : current.slice(1);
    return { images: [input.image, ...rest.filter((id) => id !== input.image)] };
  }
  return { images: current };
}
