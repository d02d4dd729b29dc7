import { prisma } from "../db.ts";
import { forbidden, notFound } from "../errors.ts";
import { REVIEW_AUTHOR, type ReviewRow } from "./record.ts";

/** The product's seller answers a review: one reply, which a later call replaces (its time with it). */
export async function replyToReview(sellerId: string, reviewId: string, text: string): Promise<ReviewRow> {
  const review = await prisma.review.findUnique({ where: { id: reviewId }, select: { product: { select: { sellerId: true } } } });
  if (!review) throw notFound("No such review.");
  if (review.product.sellerId !== sellerId) throw forbidden("Only the product's seller can reply to its reviews.");
  return prisma.review.update({ where: { id: reviewId }, data: { replyText: text, repliedAt: new Date() }, include: REVIEW_AUTHOR });
}
