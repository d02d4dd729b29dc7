import { getImageProps } from "next/image";
import type { ReactNode } from "react";
import { PhotoFrame } from "@/components/product/PhotoFrame";
import { INTL_LOCALE } from "@/lib/i18n/langs";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";
import type { ReviewRecord } from "@/lib/reviews/record";
import { Stars } from "./Stars";

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString(INTL_LOCALE[pageLang()], { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * One review as the product's pages show it: stars, title, who (a verified buyer, the size
 * bought), when, the words, the photos (each opens the full-screen view, as the product's
 * do), how many found it helpful, and the seller's reply. `heading` is drawn above it (the
 * console names the product), `actions` at its foot.
 * A hidden review reaches only its author (and the shop's console): it says why it is hidden, in the page's language.
 * In the page's language (the Hindi product page shows the newest few); the review's own words stay as written.
 */
export function ReviewItem({ review, heading, actions }: { review: ReviewRecord; heading?: ReactNode; actions?: ReactNode }) {
  const t = shopText("reviews");
  const photoTitle = t("photoBy", { author: review.author });
  return (
    <li data-testid="review" className="flex flex-col gap-2 border-b border-stone-200 py-4 last:border-b-0">
      {heading}
      {review.hidden && (
        <p data-testid="review-hidden" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {t("hidden", { reason: t(`hiddenReasons.${review.hidden.reason}`) })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} label={t("stars", { rating: review.rating })} />
        {review.title && <h3 className="font-semibold wrap-anywhere">{review.title}</h3>}
      </div>
      <p className="text-sm text-stone-600">
        <span className="font-medium text-ink">{review.author}</span> · {t("verifiedBuyer")}
        {review.size && ` · ${t("size", { size: review.size })}`} · <time dateTime={review.createdAt}>{dateText(review.createdAt)}</time>
      </p>
      {review.text && <p className="whitespace-pre-line leading-relaxed text-stone-800 wrap-anywhere">{review.text}</p>}
      {review.imageUrls.length > 0 && (
        <ul aria-label={t("buyerPhotos")} className="flex gap-2">
          {review.imageUrls.map((src, index) => {
            const alt = t("photoOf", { title: photoTitle, n: index + 1, count: review.imageUrls.length });
            const { props } = getImageProps({ src, alt, width: 96, height: 96, loading: "lazy" });
            return (
              <li key={src}>
                <PhotoFrame title={photoTitle} imageUrls={review.imageUrls} current={index} className="h-24 w-24 overflow-hidden rounded ring-1 ring-stone-200">
                  <img {...props} alt={alt} className="h-full w-full object-cover" />
                </PhotoFrame>
              </li>
            );
          })}
        </ul>
      )}
      {review.helpfulCount > 0 && <p className="text-xs text-stone-600">{t("helpful", { count: review.helpfulCount })}</p>}
      {review.reply && (
        <div data-testid="seller-reply" className="ml-4 rounded bg-stone-50 p-3 text-sm ring-1 ring-stone-200">
          <p className="font-semibold">{t("sellerReply")}</p>
          <p className="whitespace-pre-line wrap-anywhere">{review.reply.text}</p>
        </div>
      )}
      {actions}
    </li>
  );
}
