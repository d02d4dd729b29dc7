import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageTexts } from "@/components/i18n/PageTexts";
import { DeleteReviewButton } from "@/components/reviews/DeleteReviewButton";
import { ReviewForm } from "@/components/reviews/ReviewForm";
import { ReviewItem } from "@/components/reviews/ReviewItem";
import { getSessionUser } from "@/lib/auth/session";
import { cachedProduct } from "@/lib/catalog/cache";
import { productWords } from "@/lib/catalog/product-words";
import { languageAlternates } from "@/lib/i18n/alternates";
import { clientTextsOf } from "@/lib/i18n/client-texts-of";
import { shopPath } from "@/lib/i18n/hindi-pages";
import type { Lang } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { textsIn } from "@/lib/i18n/text";
import { policyPath } from "@/lib/legal/paths";
import { toReviewRecord } from "@/lib/reviews/record";
import { ownReviewOf } from "@/lib/reviews/read";

export interface ReviewFormPageProps {
  params: Promise<{ id: string }>;
}

/** The page's title and addresses in a language, kept out of search results: app/hi/product/[id]/review is its Hindi twin. */
export async function reviewFormMetadata(lang: Lang, { params }: ReviewFormPageProps): Promise<Metadata> {
  const found = await cachedProduct((await params).id);
  if (!found) return { title: textsIn(lang, "product")("notFound"), robots: { index: false } };
  const title = textsIn(lang, "reviews")("formTitle", { title: productWords(lang, found).title });
  return { title, robots: { index: false }, alternates: languageAlternates(lang, `/product/${found.id}/review`) };
}

export const generateMetadata = (props: ReviewFormPageProps) => reviewFormMetadata("en", props);

/**
 * Where a buyer writes their review (the review prompt mail links here; the shop checks they
 * received it), or sees, edits and deletes the one they wrote: hidden by the shop, it says why.
 * In the page's language; the form's words handed over with PageTexts.
 */
export default async function ReviewFormPage({ params }: ReviewFormPageProps) {
  const found = await cachedProduct((await params).id);
  if (!found) notFound();
  const lang = pageLang();
  const t = textsIn(lang, "reviews");
  const product = { ...found, ...productWords(lang, found) };
  const user = await getSessionUser();
  const own = user && (await ownReviewOf(user.id, product.id));
  const review = own ? toReviewRecord(own) : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <h1 className="mb-1 text-2xl font-bold wrap-anywhere">
        {review ? t("yourReviewOf", { title: product.title }) : t("formTitle", { title: product.title })}
      </h1>
      <p className="mb-6 text-sm text-stone-600">
        {t.rich("policyNote", {
          policy: (words) => (
            <a href={shopPath(lang, policyPath("reviews"))} className="underline">
              {words}
            </a>
          ),
        })}
      </p>
      <PageTexts value={clientTextsOf(lang, ["reviewForms", "apiErrors"])}>
        {review && (
          <ul className="mb-6">
            <ReviewItem review={review} actions={<DeleteReviewButton reviewId={review.id} productId={product.id} />} />
          </ul>
        )}
        {review && <h2 className="mb-3 text-lg font-bold">{t("editYours")}</h2>}
        <ReviewForm productId={product.id} title={product.title} review={review} />
      </PageTexts>
    </main>
  );
}
