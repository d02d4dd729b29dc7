import type { Lang } from "@/lib/i18n/langs";
import type { CardWords } from "./ProductCard";
import { SimilarRowSlot } from "./SimilarRowSlot";
import { stripHeadingId } from "./stripHeadingId";

/**
 * A product page's "Similar products": the heading and the row's place are drawn here, the
 * cards in the browser as the shopper nears them (SimilarRow.tsx). Five cards were a quarter of
 * the cached page's bytes, sent twice (HTML and RSC payload) on every request of it (issue 42,
 * docs/performance.md); fetched apart, they cost the page nothing.
 */
export function SimilarProducts({ productId, lang, title, words }: { productId: string; lang: Lang; title: string; words: CardWords }) {
  const id = stripHeadingId(title);
  return (
    <section aria-labelledby={id} className="py-6">
      <h2 id={id} className="mb-3 text-xl font-bold sm:text-2xl">
        {title}
      </h2>
      <SimilarRowSlot productId={productId} lang={lang} words={words} />
    </section>
  );
}
