import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { resizeWebp } from "./process.ts";
import type { ImageStore } from "./store.ts";

/** Widths kept beside each local image, so pages fetch small files without resizing per request. */
export const LOCAL_WIDTHS = [160, 320, 640, 1080] as const;

const LOCAL_ID = /^v_[a-f0-9]{24}$/;

export function isLocalPublicId(publicId: string): boolean {
  return LOCAL_ID.test(publicId);
}

/** The file for a public id at the nearest stored width at or above the one asked for. */
export function localImageFile(root: string, publicId: string, width?: number): string | null {
  if (!isLocalPublicId(publicId)) return null;
  const variant = width ? LOCAL_WIDTHS.find((w) => w >= width) : undefined;
  return path.join(root, publicId, variant ? `${variant}.webp` : "original.webp");
}

export function createLocalStore(root: string): ImageStore {
  return {
    provider: "local",
    async put(data) {
      const publicId = `v_${crypto.randomBytes(12).toString("hex")}`;
      const dir = path.join(root, publicId);
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, "original.webp"), data);
      for (const width of LOCAL_WIDTHS) {
        await fs.writeFile(path.join(dir, `${width}.webp`), await resizeWebp(data, width));
      }
      return { publicId };
    },
    async delete(publicId) {
      if (!isLocalPublicId(publicId)) return;
      await fs.rm(path.join(root, publicId), { recursive: true, force: true });
    },
    url(publicId, width) {
      return `/uploads/${publicId}.webp${width ? `?w=${width}` : ""}`;
    },
  };
}
