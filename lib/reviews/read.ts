import { prisma } from "../db.ts";
import { notFound } from "../errors.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { ReviewListQuery, ReviewSort } from "../validation/reviews.ts";
import { REVIEW_AUTHOR, type ReviewRow } from "./record.ts";

export interface ReviewSummary {
  /** Stars to one decimal; 0 when there is no shown review. */
  average: number;
  count: number;
  /** How many shown reviews gave each number of stars. */
  histogram: Record<"1" | "2" | "3" | "4" | "5", number>;
}

export interface ReviewPage {
  summary: ReviewSummary;
  reviews: ReviewRow[];
  /** How many reviews the list has over every page (X-Total-Count). */
  total: number;
}

const ORDER: Record<ReviewSort, Prisma.ReviewOrderByWithRelationInput[]> = {
  recent: [{ createdAt: "desc" }, { id: "desc" }],
  helpful: [{ helpfulCount: "desc" }, { createdAt: "desc" }, { id: "desc" }],
  lowest: [{ rating: "asc" }, { createdAt: "desc" }, { id: "desc" }],
  highest: [{ rating: "desc" }, { createdAt: "desc" }, { id: "desc" }],
};

/** The summary of a product's shown reviews (hidden ones count nowhere). */
export async function reviewSummary(productId: string): Promise<ReviewSummary> {
  const groups = await prisma.review.groupBy({ by: ["rating"], where: { productId, hiddenAt: null }, _count: { _all: true } });
  const histogram: ReviewSummary["histogram"] = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  let count = 0;
  let stars = 0;
  for (const group of groups) {
    histogram[String(group.rating) as keyof typeof histogram] = group._count._all;
    count += group._count._all;
    stars += group.rating * group._count._all;
  }
  return { average: count ? Math.round((stars * 10) / count) / 10 : 0, count, histogram };
}

/**
 * A product's reviews a page at a time, with their summary. Hidden reviews are left out, but
 * for the viewer's own, which they see marked with the reason it was hidden.
 */
export async function productReviews(productId: string, query: ReviewListQuery, viewerId?: string): Promise<ReviewPage> {
  const product = await prisma.product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!product) throw notFound("No such product.");
  const where: Prisma.ReviewWhereInput = { productId, OR: [{ hiddenAt: null }, ...(viewerId ? [{ userId: viewerId }] : [])] };
  const [summary, reviews, total] = await Promise.all([
    reviewSummary(productId),
    prisma.review.findMany({ where, orderBy: ORDER[query.sort], take: query.limit, skip: query.offset, include: REVIEW_AUTHOR }),
    prisma.review.count({ where }),
  ]);
  return { summary, reviews, total };
}

/** A shopper's own review of a product, shown or hidden; null when they have written none. */
export async function ownReviewOf(userId: string, productId: string): Promise<ReviewRow | null> {
  return prisma.review.findUnique({ where: { productId_userId: { productId, userId } }, include: REVIEW_AUTHOR });
}

/** The console's list for moderation: the newest reviews of every product, hidden ones too, with their product's title. */
export async function newestReviews(offset: number, limit: number): Promise<{ reviews: (ReviewRow & { product: { title: string } })[]; total: number }> {
  const [reviews, total] = await Promise.all([
    prisma.review.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: offset,
      take: limit,
      include: { ...REVIEW_AUTHOR, product: { select: { title: true } } },
    }),
    prisma.review.count(),
  ]);
  return { reviews, total };
}
