import { z } from "zod";
import { ReviewHiddenReason } from "../generated/prisma/enums.ts";
import { text } from "./common.ts";
import { pageLimit, pageOffset } from "./orders.ts";
import { imageDataUrlSchema, imagePublicIdSchema, MAX_PRODUCT_BODY_BYTES } from "./products.ts";

// The review calls' bodies and queries (docs/api.md, Reviews). Whether the caller may write,
// reply or moderate is lib/reviews' business.

/** A review shows at most this many of the buyer's photos. */
export const MAX_REVIEW_PHOTOS = 3;

/**
 * A review's body: as much as one product photo's (5 MB of image, its data URL and the
 * words), for all its photos together; the review form scales photos down before sending.
 */
export const MAX_REVIEW_BODY_BYTES = MAX_PRODUCT_BODY_BYTES;

const optionalText = (max: number) =>
  text(0, max)
    .nullish()
    .transform((s) => s || null);

/** A photo: a new one as a data URL, or (on an edit) one the review already shows, by its id. */
const reviewPhotoSchema = z.union([imageDataUrlSchema.startsWith("data:"), imagePublicIdSchema]);

const reviewFields = {
  rating: z.number().int().min(1).max(5).describe("stars, 1 to 5"),
  title: optionalText(100).describe("at most 100 characters"),
  text: optionalText(2000).describe("at most 2,000 characters"),
  images: z
    .array(reviewPhotoSchema)
    .max(MAX_REVIEW_PHOTOS, `at most ${MAX_REVIEW_PHOTOS} photos`)
    .refine((photos) => new Set(photos).size === photos.length, "the same photo twice")
    .describe("photos as image data URLs (on an edit, also ids of the review's photos to keep), at most 3"),
};

/** POST /api/product/{id}/reviews. */
export const reviewInputSchema = z.strictObject({ ...reviewFields, images: reviewFields.images.optional() });

/** PUT /api/review/{reviewId}: the fields given change; `images` replaces the photos. */
export const reviewUpdateSchema = z.strictObject({
  rating: reviewFields.rating.optional(),
  title: reviewFields.title.optional(),
  text: reviewFields.text.optional(),
  images: reviewFields.images.optional(),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const REVIEW_SORTS = ["recent", "helpful", "lowest", "highest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** GET /api/product/{id}/reviews. */
export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default("recent"),
  limit: pageLimit(10, 50),
  offset: pageOffset,
});

export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** PUT /api/review/{reviewId}/reply. */
export const reviewReplySchema = z.strictObject({ text: text(1, 2000) });

/** PUT /api/review/{reviewId}/moderation: hide only for a listed reason, or show again. */
export const reviewModerationSchema = z.discriminatedUnion("hidden", [
  z.strictObject({ hidden: z.literal(true), reason: z.enum(ReviewHiddenReason, { error: "one of abusive, personal_data, irrelevant, spam" }) }),
  z.strictObject({ hidden: z.literal(false) }),
]);

export type ReviewModeration = z.infer<typeof reviewModerationSchema>;
