export interface StoredImage {
  publicId: string;
}

/** Where image bytes live. The database records who owns which public id (lib/images/index.ts). */
export interface ImageStore {
  readonly provider: "local" | "cloudinary";
  /** Stores an already validated and re-encoded WebP image under a new, server-made public id. */
  put(data: Buffer): Promise<StoredImage>;
  delete(publicId: string): Promise<void>;
  /** The URL of the image; with a width, a copy at most that wide. */
  url(publicId: string, width?: number): string;
}

export const PUBLIC_ID_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i;
