import { prisma } from "../db.ts";
import { TX_OPTIONS } from "../db/key-lock.ts";
import { forbidden, notFound } from "../errors.ts";
import { REVIEW_AUTHOR, type ReviewRow } from "./record.ts";

/**
 * A shopper finds a review helpful: counted once per shopper, never the author's own. The
 * vote's primary key lets one of simultaneous votes in; only a vote inserted moves the count.
 */
export async function voteHelpful(userId: string, reviewId: string): Promise<ReviewRow> {
  const review = await prisma.review.findUnique({ where: { id: reviewId }, select: { userId: true, hiddenAt: true } });
  if (!review || review.hiddenAt) throw notFound("No such review.");
  if (review.userId === userId) throw forbidden("You cannot vote for your own review.");
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.reviewVote.createMany({ data: [{ reviewId, userId }], skipDuplicates: true });
    if (count === 0) return tx.review.findUniqueOrThrow({ where: { id: reviewId }, include: REVIEW_AUTHOR });
    return tx.review.update({ where: { id: reviewId }, data: { helpfulCount: { increment: 1 } }, include: REVIEW_AUTHOR });
  }, TX_OPTIONS);
}
