import { z } from "zod";
import { idSchema, plainString } from "./common.ts";

const sizeSchema = plainString().trim().toUpperCase().max(20);

/** POST /api/wishlist/{userId}: a product, in one of its sizes or (none) any. */
export const wishlistAddSchema = z.strictObject({ productId: idSchema, size: sizeSchema.optional().describe("one of the product's sizes; none: any size") });

/** DELETE /api/wishlist/{userId}/{productId}: `?size=` takes that size only off; none, every entry of the product. */
export const wishlistDeleteQuerySchema = z.object({ size: sizeSchema.optional() });

export type WishlistAdd = z.infer<typeof wishlistAddSchema>;

/** POST /api/wishlist/{userId}/alerts: the signed token of the unsubscribe link its mails carry. */
export const wishlistAlertsOffQuerySchema = z.object({ token: z.string().min(1).max(100).describe("the token of the link in the mail") });
