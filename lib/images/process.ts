import sharp from "sharp";
import { unsupportedMedia } from "../errors.ts";
import { encodeOnce } from "./encode-cache.ts";
import { checkImageBytes } from "./validate.ts";

export const MAX_IMAGE_EDGE = 1600;

export interface ProcessedImage {
  data: Buffer;
  format: "webp";
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes an upload as WebP. Re-encoding drops every byte we did not
 * decode as pixels: EXIF (GPS included), ICC tricks and anything appended to the file.
 */
export async function normalizeImage(bytes: Buffer): Promise<ProcessedImage> {
  checkImageBytes(bytes);
  try {
    const data = await encodeOnce("normalize", bytes, () =>
      sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    );
    // Read from the WebP's header, so an encode kept by encodeOnce needs no record of its own.
    const { width, height } = await sharp(data).metadata();
    return { data, format: "webp", width, height };
  } catch {
    throw unsupportedMedia("The image could not be read; it may be damaged.");
  }
}

/** A smaller copy for a fixed display width (local store variants). */
export async function resizeWebp(image: Buffer, width: number): Promise<Buffer> {
  return encodeOnce(`resize to ${width}`, image, () => sharp(image).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer());
}
