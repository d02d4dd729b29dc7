import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PageTexts } from "@/components/i18n/PageTexts";
import { Pagination } from "@/components/product/Pagination";
import { HelpfulButton } from "@/components/reviews/HelpfulButton";
import { ReplyForm } from "@/components/reviews/ReplyForm";
import { ReviewItem } from "@/components/reviews/ReviewItem";
import { ReviewSummary } from "@/components/reviews/ReviewSummary";
import { cachedProduct } from "@/lib/catalog/cache";
import { productWords } from "@/lib/catalog/product-words";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { localized, type Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { cachedReviews } from "@/lib/views/product-reviews";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/validation/reviews";

export interface ReviewsPageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ sort?: string; page?: string }>;
}

const PAGE_SIZE = 10;

/** The page's title and addresses in a language: app/hi/product/[id]/reviews is its Hindi twin. */
export async function reviewsPageMetadata(lang: Lang, { params }: Pick<ReviewsPageProps, "params">): Promise<Metadata> {
  const found = await cachedProduct((await params).id);
  if (!found) return { title: textsIn(lang, "product")("notFound") };
  return {
    title: textsIn(lang, "reviews")("pageTitle", { title: productWords(lang, found).title }),
    alternates: languageAlternates(lang, `/product/${found.id}/reviews`),
  };
}

export const generateMetadata = (props: ReviewsPageProps) => reviewsPageMetadata("en", props);

/**
 * Every shown review of a product, sorted and a page at a time; the data comes through the catalog's cache, expired by each
 * review's change. In the page's language; the votes' and the seller's reply's words handed over with PageTexts.
 */
export default async function ReviewsPage({ params, searchParams }: ReviewsPageProps) {
  const found = await cachedProduct((await params).id);
  if (!found) notFound();
  const lang = pageLang();
  const t = textsIn(lang, "reviews");
  const product = { ...found, ...productWords(lang, found) };
  const query = await searchParams;
  const sort = (REVIEW_SORTS as readonly string[]).includes(query.sort ?? "") ? (query.sort as ReviewSort) : "recent";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(query.page ?? "1", 10) || 1));
  const reviews = await cachedReviews(product.id, sort, (page - 1) * PAGE_SIZE, PAGE_SIZE);
  const base = localized(lang, `/product/${product.id}/reviews`);
  const hrefFor = (s: ReviewSort, p: number) =>
    `${base}?${new URLSearchParams({ ...(s === "recent" ? {} : { sort: s }), ...(p > 1 ? { page: String(p) } : {}) })}`;

  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <p className="mb-2 text-sm">
        <Link href={localized(lang, `/product/${product.id}`)} className="text-brand hover:underline">
          ← {product.title}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold wrap-anywhere">{t("pageTitle", { title: product.title })}</h1>
      {reviews.summary.count > 0 && <ReviewSummary summary={reviews.summary} />}
      <nav aria-label={t("sort")} className="my-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-stone-700">{t("sortBy")}</span>
        {REVIEW_SORTS.map((s) =>
          s === sort ? (
            <span key={s} aria-current="true" className="filter-chip">
              {t(`sorts.${s}`)}
            </span>
          ) : (
            <Link key={s} href={hrefFor(s, 1)} rel="nofollow" prefetch={false} className="filter-chip">
              {t(`sorts.${s}`)}
            </Link>
          ),
        )}
      </nav>
      {reviews.total === 0 && <p className="text-stone-600">{t("none")}</p>}
      <PageTexts value={clientTextsOf(lang, ["reviewForms", "apiErrors"])}>
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
      </PageTexts>
      <Pagination page={page} pageCount={Math.ceil(reviews.total / PAGE_SIZE)} hrefFor={(p) => hrefFor(sort, p)} />
      <p className="mt-6">
        <Link href={localized(lang, `/product/${product.id}/review`)} prefetch={false} className="font-semibold text-brand hover:underline">
          {t("writeOrEdit")}
        </Link>
      </p>
    </main>
  );
}
