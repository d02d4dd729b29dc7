import type { Metadata } from "next";
import Link from "next/link";
import { ModerateReview } from "@/components/owner/ModerateReview";
import { Pagination } from "@/components/product/Pagination";
import { ReviewItem } from "@/components/reviews/ReviewItem";
import { policyPath } from "@/lib/legal/paths";
import { toReviewRecord } from "@/lib/reviews/record";
import { newestReviews } from "@/lib/reviews/read";
import { requireOwnerPage } from "@/lib/seller/owner-page";

export const metadata: Metadata = { title: "Reviews" };

const PAGE_SIZE = 20;

interface ReviewsConsolePageProps {
  searchParams: Promise<{ page?: string }>;
}

/** REVIEWS (the owner): every review, newest first, each to hide for a listed reason or show again; nothing else removes one. */
export default async function ReviewsConsolePage({ searchParams }: ReviewsConsolePageProps) {
  await requireOwnerPage();
  const page = Math.max(1, Math.min(10_000, Number.parseInt((await searchParams).page ?? "1", 10) || 1));
  const { reviews, total } = await newestReviews((page - 1) * PAGE_SIZE, PAGE_SIZE);
  return (
    <main className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">Reviews</h1>
        <p className="mt-1 text-sm text-stone-600">
          A review may be hidden only when it is abusive, carries someone&apos;s personal data, is not about the item, or is spam, never for being negative (
          <a href={policyPath("reviews")} className="underline">
            the review policy
          </a>
          ). Its author still sees it, with the reason.
        </p>
      </div>
      {total === 0 && <p className="text-stone-600">No reviews yet.</p>}
      <ul className="rounded-lg border border-stone-200 bg-white px-4">
        {reviews.map((row) => {
          const review = toReviewRecord(row);
          return (
            <ReviewItem
              key={review.id}
              review={review}
              heading={
                <Link href={`/product/${row.productId}`} className="text-sm font-semibold text-brand hover:underline">
                  {row.product.title}
                </Link>
              }
              actions={<ModerateReview reviewId={review.id} hidden={review.hidden !== null} />}
            />
          );
        })}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(total / PAGE_SIZE)} hrefFor={(p) => (p > 1 ? `/reviews?page=${p}` : "/reviews")} />
    </main>
  );
}
