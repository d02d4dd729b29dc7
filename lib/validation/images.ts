import { z } from "zod";
import { imageDataUrlSchema, imagePublicIdSchema } from "./products.ts";

export const imageUploadSchema = z.object({ data: imageDataUrlSchema });
export const imageDeleteSchema = z.object({ publicId: imagePublicIdSchema });
