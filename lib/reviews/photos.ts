import { badRequest } from "../errors.ts";
import { deleteImage, uploadImage } from "../images/index.ts";

// A review's photos: the author's own uploads, made with the review (checked and re-encoded
// like product photos by lib/images, which drops their metadata) and deleted with it.

export interface ReviewPhotos {
  images: string[];
  /** Uploaded by this call: deleted again when the review is not saved. */
  uploaded: string[];
  /** Shown until now and no longer: deleted once the change is saved. */
  dropped: string[];
}

/** Uploads the data URLs in `asked`; every other item must be one of `current` (400 otherwise). */
export async function resolveReviewPhotos(authorId: string, asked: string[], current: string[] = []): Promise<ReviewPhotos> {
  const unknown = asked.flatMap((item, index) => (item.startsWith("data:") || current.includes(item) ? [] : [index]));
  if (unknown.length > 0) {
    throw badRequest(
      "Keep only this review's photos, or send new ones as data URLs.",
      Object.fromEntries(unknown.map((i) => [`images.${i}`, ["not a photo of this review"]])),
    );
  }
  const uploaded: string[] = [];
  try {
    const images: string[] = [];
    for (const item of asked) {
      if (!item.startsWith("data:")) images.push(item);
      else {
        const { publicId } = await uploadImage(authorId, item);
        uploaded.push(publicId);
        images.push(publicId);
      }
    }
    return { images, uploaded, dropped: current.filter((id) => !images.includes(id)) };
  } catch (error) {
    await deletePhotos(uploaded);
    throw error;
  }
}

/** Deletes photos no review shows any longer; a failure leaves a stray file, never a broken review. */
export async function deletePhotos(ids: string[]): Promise<void> {
  for (const id of ids) await deleteImage(id).catch(() => {});
}
