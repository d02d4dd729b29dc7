import type { ReviewSummary as Summary } from "@/lib/reviews/read";
import { shopText } from "@/lib/i18n/text";
import { Stars } from "./Stars";

/** The average, the count and how many gave each number of stars, as bars. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const t = shopText("reviews");
  return (
    <div data-testid="review-summary" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex items-center gap-3">
        <span className="text-4xl font-bold">{summary.average.toFixed(1)}</span>
        <div>
          <Stars rating={summary.average} label={t("stars", { rating: summary.average })} className="text-xl" />
          <p className="text-sm text-stone-600">{t("count", { count: summary.count })}</p>
        </div>
      </div>
      <ul aria-label={t("byStars")} className="flex w-full max-w-xs flex-col gap-1">
        {(["5", "4", "3", "2", "1"] as const).map((stars) => {
          const n = summary.histogram[stars];
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-8 text-stone-700">{stars} ★</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded bg-stone-200">
                <span className="block h-full bg-amber-500" style={{ width: `${summary.count ? Math.round((n * 100) / summary.count) : 0}%` }} />
              </span>
              <span className="w-8 text-right text-stone-600">
                {n}
                <span className="sr-only">{t("withStars", { stars })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
