import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeleteReviewButton } from "@/components/reviews/DeleteReviewButton";
import { ReviewForm } from "@/components/reviews/ReviewForm";
import { ReviewItem } from "@/components/reviews/ReviewItem";
import { getSessionUser } from "@/lib/auth/session";
import { cachedProduct } from "@/lib/catalog/cache";
import { policyPath } from "@/lib/legal/paths";
import { toReviewRecord } from "@/lib/reviews/record";
import { ownReviewOf } from "@/lib/reviews/read";

interface ReviewFormPageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: ReviewFormPageProps): Promise<Metadata> {
  const product = await cachedProduct((await params).id);
  return { title: product ? `Review ${product.title}` : "Product not found", robots: { index: false } };
}

/**
 * Where a buyer writes their review (the review prompt mail links here; the shop checks they
 * received it), or sees, edits and deletes the one they wrote: hidden by the shop, it says why.
 */
export default async function ReviewFormPage({ params }: ReviewFormPageProps) {
  const product = await cachedProduct((await params).id);
  if (!product) notFound();
  const user = await getSessionUser();
  const own = user && (await ownReviewOf(user.id, product.id));
  const review = own ? toReviewRecord(own) : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <h1 className="mb-1 text-2xl font-bold wrap-anywhere">
        {review ? "Your review of" : "Review"} {product.title}
      </h1>
      <p className="mb-6 text-sm text-stone-600">
        Reviews come only from shoppers who received the item, and are shown as written (
        <a href={policyPath("reviews")} className="underline">
          our review policy
        </a>
        ).
      </p>
      {review && (
        <ul className="mb-6">
          <ReviewItem review={review} actions={<DeleteReviewButton reviewId={review.id} productId={product.id} />} />
        </ul>
      )}
      {review && <h2 className="mb-3 text-lg font-bold">Edit your review</h2>}
      <ReviewForm productId={product.id} title={product.title} review={review} />
    </main>
  );
}
