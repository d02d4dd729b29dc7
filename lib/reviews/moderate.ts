import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { notFound } from "../errors.ts";
import type { ReviewModeration } from "../validation/reviews.ts";
import { REVIEW_AUTHOR, type ReviewRow } from "./record.ts";

/**
 * The owner hides a review for one of the listed reasons, or shows it again; every step is
 * kept with its time (ReviewModeration). A hidden review leaves the product's rating and page;
 * its author still sees it, with the reason. Nothing else takes a review down (the review policy).
 */
export async function moderateReview(ownerId: string, reviewId: string, step: ReviewModeration): Promise<{ review: ReviewRow; ratingMoved: boolean }> {
  const current = await prisma.review.findUnique({ where: { id: reviewId }, select: { hiddenAt: true } });
  if (!current) throw notFound("No such review.");
  const review = await prisma.$transaction(async (tx) => {
    const reason = step.hidden ? step.reason : null;
    await tx.reviewModeration.create({ data: { reviewId, hidden: step.hidden, reason, actorId: ownerId } });
    return tx.review.update({
      where: { id: reviewId },
      data: step.hidden ? { hiddenReason: reason, hiddenAt: current.hiddenAt ?? new Date() } : { hiddenReason: null, hiddenAt: null },
      include: REVIEW_AUTHOR,
    });
  }, TX_OPTIONS);
  return { review, ratingMoved: (current.hiddenAt === null) !== (review.hiddenAt === null) };
}
