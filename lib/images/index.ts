import path from "node:path";
import { cloudinaryUrl, dataDir } from "../config.ts";
import { prisma } from "../db.ts";
import { forbidden, notFound } from "../errors.ts";
import type { Image } from "../generated/prisma/client.ts";
import { createCloudinaryStore, parseCloudinaryUrl } from "./cloudinary-store.ts";
import { createLocalStore } from "./local-store.ts";
import { normalizeImage } from "./process.ts";
import type { ImageStore } from "./store.ts";
import { decodeImageDataUrl } from "./validate.ts";

const holder = globalThis as unknown as { __vastraImageStore?: ImageStore };

export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

/** Cloudinary when CLOUDINARY_URL is set, else files under $DATA_DIR/uploads. */
export function imageStore(): ImageStore {
  return (holder.__vastraImageStore ??= cloudinaryUrl() ? createCloudinaryStore(parseCloudinaryUrl(cloudinaryUrl()!)) : createLocalStore(uploadsDir()));
}

export function imageUrl(publicId: string, width?: number): string {
  return imageStore().url(publicId, width);
}

export interface UploadedImage {
  publicId: string;
  url: string;
  width: number;
  height: number;
}

/** Validates, re-encodes and stores an image, recording its owner. Nothing is stored when it is refused. */
export async function uploadImage(ownerId: string, input: Buffer | string): Promise<UploadedImage> {
  const bytes = typeof input === "string" ? decodeImageDataUrl(input) : input;
  const image = await normalizeImage(bytes);
  const store = imageStore();
  const { publicId } = await store.put(image.data);
  try {
    await prisma.image.create({
      data: { publicId, ownerId, provider: store.provider, format: image.format, width: image.width, height: image.height, bytes: image.data.length },
    });
  } catch (error) {
    await store.delete(publicId).catch(() => {});
    throw error;
  }
  return { publicId, url: store.url(publicId), width: image.width, height: image.height };
}

/** The image if `callerId` uploaded it: 404 when there is no such image, 403 when someone else did. The one ownership check of images. */
export async function ownImage(callerId: string, publicId: string): Promise<Image> {
  const image = await prisma.image.findUnique({ where: { publicId } });
  if (!image) throw notFound("No such image.");
  if (image.ownerId !== callerId) throw forbidden("Only the uploader can delete an image.");
  return image;
}

/** Deletes an image's record and files. The caller has checked it owns it (ownImage) or has just uploaded it. */
export async function deleteImage(publicId: string): Promise<void> {
  await prisma.image.delete({ where: { publicId } });
  await imageStore().delete(publicId);
}
