import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import { Prisma } from "../generated/prisma/client.ts";
import type { ReviewInput, ReviewUpdate } from "../validation/reviews.ts";
import { receivedSize } from "./buyer.ts";
import { REVIEW_AUTHOR, type ReviewRow } from "./record.ts";
import { deletePhotos, resolveReviewPhotos } from "./photos.ts";

// A buyer's own review: written once per product, edited and deleted only by its author.
// The product's rating follows by the reviews migration's trigger.

export interface ReviewChange {
  review: ReviewRow;
  /** The product's rating moved: listings show it, so they are expired too, not only its page. */
  ratingMoved: boolean;
}

const alreadyReviewed = () => conflict("You have already reviewed this product; edit your review instead.");

/** A review only its author may change: 404 when there is none, 403 for anyone else. */
async function ownReview(userId: string, reviewId: string) {
  const review = await prisma.review.findUnique({ where: { id: reviewId } });
  if (!review) throw notFound("No such review.");
  if (review.userId !== userId) throw forbidden("Only its author can change a review.");
  return review;
}

/** 201's review; 403 `not_a_buyer` unless they received the product, 409 when they reviewed it already. */
export async function writeReview(userId: string, productId: string, input: ReviewInput): Promise<ReviewChange> {
  const product = await prisma.product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!product) throw notFound("No such product.");
  await receivedSize(prisma, userId, productId);
  if (await prisma.review.findUnique({ where: { productId_userId: { productId, userId } }, select: { id: true } })) throw alreadyReviewed();
  const photos = await resolveReviewPhotos(userId, input.images ?? []);
  try {
    const review = await prisma.$transaction(async (tx) => {
      const size = await receivedSize(tx, userId, productId);
      return tx.review.create({
        data: { productId, userId, size, rating: input.rating, title: input.title, text: input.text, images: photos.images },
        include: REVIEW_AUTHOR,
      });
    }, TX_OPTIONS);
    return { review, ratingMoved: true };
  } catch (error) {
    await deletePhotos(photos.uploaded);
    // Two writes of the same review at once: the unique index lets one in.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw alreadyReviewed();
    throw error;
  }
}

/** The author's edit: the fields given; `images` replaces the photos (ids of current ones keep them). */
export async function editReview(userId: string, reviewId: string, input: ReviewUpdate): Promise<ReviewChange> {
  const current = await ownReview(userId, reviewId);
  const photos = input.images ? await resolveReviewPhotos(userId, input.images, current.images) : null;
  try {
    const review = await prisma.review.update({
      where: { id: reviewId },
      data: { rating: input.rating, title: input.title, text: input.text, ...(photos && { images: photos.images }), updatedAt: new Date() },
      include: REVIEW_AUTHOR,
    });
    if (photos) await deletePhotos(photos.dropped);
    return { review, ratingMoved: review.rating !== current.rating && review.hiddenAt === null };
  } catch (error) {
    if (photos) await deletePhotos(photos.uploaded);
    throw error;
  }
}

/** The author takes their review down, its photos with it. */
export async function deleteReview(userId: string, reviewId: string): Promise<{ deleted: string; productId: string; ratingMoved: boolean }> {
  const review = await ownReview(userId, reviewId);
  await prisma.review.delete({ where: { id: reviewId } });
  await deletePhotos(review.images);
  return { deleted: review.id, productId: review.productId, ratingMoved: review.hiddenAt === null };
}
