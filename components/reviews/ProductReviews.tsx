import Link from "next/link";
import { type ReviewPage } from "@/lib/views/product-reviews";
import { shopPath } from "@/lib/i18n/hindi-pages";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";
import { ReviewItem } from "./ReviewItem";
import { ReviewSummary } from "./ReviewSummary";

/** The product page's reviews: the summary, the newest few, and the ways to all of them and to writing one. */
export function ProductReviews({ productId, page }: { productId: string; page: ReviewPage }) {
  const t = shopText("reviews");
  const to = (path: string) => shopPath(pageLang(), path);
  const link = "font-semibold text-brand underline-offset-2 hover:underline";
  return (
    <section aria-labelledby="reviews-heading" className="mt-10 border-t border-stone-200 pt-6">
      <h2 id="reviews-heading" className="mb-4 text-xl font-bold">
        {t("heading")}
      </h2>
      {page.summary.count > 0 ? <ReviewSummary summary={page.summary} /> : <p className="text-stone-600">{t("none")}</p>}
      <ul className="mt-2">
        {page.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {page.total > page.reviews.length && (
          <Link href={to(`/product/${productId}/reviews`)} prefetch={false} className={link}>
            {t("all", { count: page.total })}
          </Link>
        )}
        {page.total > 0 && page.total <= page.reviews.length && (
          <Link href={to(`/product/${productId}/reviews`)} prefetch={false} className={link}>
            {t("sort")}
          </Link>
        )}
        <Link href={to(`/product/${productId}/review`)} prefetch={false} className={link}>
          {t("write")}
        </Link>
      </p>
    </section>
  );
}
