import { v2 as cloudinary } from "cloudinary";
import type { ImageStore } from "./store.ts";

export interface CloudinaryCredentials {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/** Parses `cloudinary://key:secret@cloud`. */
export function parseCloudinaryUrl(url: string): CloudinaryCredentials {
  const parsed = new URL(url);
  if (parsed.protocol !== "cloudinary:" || !parsed.hostname || !parsed.username || !parsed.password) {
    throw new Error("CLOUDINARY_URL must look like cloudinary://API_KEY:API_SECRET@CLOUD_NAME");
  }
  return { cloudName: parsed.hostname, apiKey: decodeURIComponent(parsed.username), apiSecret: decodeURIComponent(parsed.password) };
}

export const CLOUDINARY_FOLDER = "vastra";

export function cloudinaryImageUrl(cloudName: string, publicId: string, width?: number): string {
  const transform = width ? `c_limit,w_${width},q_auto,f_auto/` : "q_auto,f_auto/";
  return `https://res.cloudinary.com/${cloudName}/image/upload/${transform}${publicId}`;
}

export function createCloudinaryStore(credentials: CloudinaryCredentials): ImageStore {
  const config = { cloud_name: credentials.cloudName, api_key: credentials.apiKey, api_secret: credentials.apiSecret, secure: true };
  return {
    provider: "cloudinary",
    async put(data) {
      const result = await cloudinary.uploader.upload(`data:image/webp;base64,${data.toString("base64")}`, {
        ...config,
        folder: CLOUDINARY_FOLDER,
        resource_type: "image",
        unique_filename: true,
        overwrite: false,
      });
      return { publicId: result.public_id };
    },
    async delete(publicId) {
      await cloudinary.uploader.destroy(publicId, { ...config, resource_type: "image", invalidate: true });
    },
    url(publicId, width) {
      return cloudinaryImageUrl(credentials.cloudName, publicId, width);
    },
  };
}
