import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Pagination } from "@/components/product/Pagination";
import { HelpfulButton } from "@/components/reviews/HelpfulButton";
import { ReplyForm } from "@/components/reviews/ReplyForm";
import { ReviewItem } from "@/components/reviews/ReviewItem";
import { ReviewSummary } from "@/components/reviews/ReviewSummary";
import { cachedProduct } from "@/lib/catalog/cache";
import { cachedReviews } from "@/lib/views/product-reviews";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/validation/reviews";

interface ReviewsPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ sort?: string; page?: string }>;
}

const PAGE_SIZE = 10;
const SORT_LABELS: Record<ReviewSort, string> = { recent: "Newest", helpful: "Most helpful", lowest: "Lowest rated", highest: "Highest rated" };

export async function generateMetadata({ params }: ReviewsPageProps): Promise<Metadata> {
  const product = await cachedProduct((await params).id);
  return product ? { title: `Reviews of ${product.title}`, alternates: { canonical: `/product/${product.id}/reviews` } } : { title: "Product not found" };
}

/** Every shown review of a product, sorted and a page at a time; the data comes through the catalog's cache, expired by each review's change. */
export default async function ReviewsPage({ params, searchParams }: ReviewsPageProps) {
  const product = await cachedProduct((await params).id);
  if (!product) notFound();
  const query = await searchParams;
  const sort = (REVIEW_SORTS as readonly string[]).includes(query.sort ?? "") ? (query.sort as ReviewSort) : "recent";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.page ?? "1", 10) || 1));
  const reviews = await cachedReviews(product.id, sort, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const base = `/product/${product.id}/reviews`;
  const hrefFor = (s: ReviewSort, p: number) =>
    `${base}?${new URLSearchParams({ ...(s === "recent" ? {} : { sort: s }), ...(p > 1 ? { page: String(p) } : {}) })}`;

  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <p className="mb-2 text-sm">
        <Link href={`/product/${product.id}`} className="text-brand hover:underline">
          ← {product.title}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold wrap-anywhere">Reviews of {product.title}</h1>
      {reviews.summary.count > 0 && <ReviewSummary summary={reviews.summary} />}
      <nav aria-label="Sort reviews" className="my-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-stone-700">Sort by</span>
        {REVIEW_SORTS.map((s) =>
          s === sort ? (
            <span key={s} aria-current="true" className="filter-chip">
              {SORT_LABELS[s]}
            </span>
          ) : (
            <Link key={s} href={hrefFor(s, 1)} rel="nofollow" prefetch={false} className="filter-chip">
              {SORT_LABELS[s]}
            </Link>
          ),
        )}
      </nav>
      {reviews.total === 0 && <p className="text-stone-600">No reviews yet.</p>}
      <ul>
        {reviews.reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            actions={
              <>
                <HelpfulButton reviewId={review.id} returnTo={hrefFor(sort, page)} />
                <ReplyForm reviewId={review.id} sellerId={product.sellerId} reply={review.reply?.text ?? null} />
              </>
            }
          />
        ))}
      </ul>
      <Pagination page={page} pageCount={Math.ceil(reviews.total / PAGE_SIZE)} hrefFor={(p) => hrefFor(sort, p)} />
      <p className="mt-6">
        <Link href={`/product/${product.id}/review`} prefetch={false} className="font-semibold text-brand hover:underline">
          Write or edit your review
        </Link>
      </p>
    </main>
  );
}
