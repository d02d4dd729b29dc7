import { IntentLink } from "@/components/ui/IntentLink";
import { pageLang } from "@/lib/i18n/page-lang";
import { shopText } from "@/lib/i18n/text";
import { cardWords } from "./cardWords";
import type { CardProduct } from "./ProductCard";
import { StripCards } from "./StripCards";
import { stripHeadingId } from "./stripHeadingId";

/**
 * A titled row of product cards, scrolled sideways: the landing page's rows. `seeAll` leads to
 * the whole listing. Nothing when there are no products. (A product page's similar products
 * are drawn after the page has loaded: SimilarProducts.tsx.)
 */
export function ProductStrip({ title, products, seeAll }: { title: string; products: CardProduct[]; seeAll?: string }) {
  if (products.length === 0) return null;
  const t = shopText("home");
  const lang = pageLang();
  const id = stripHeadingId(title);
  return (
    <section aria-labelledby={id} className="py-6">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {seeAll && (
          <IntentLink href={seeAll} className="shrink-0 text-sm font-semibold text-brand hover:underline" aria-label={t("seeAllOf", { title })}>
            {t("seeAll")}
          </IntentLink>
        )}
      </div>
      <StripCards products={products} lang={lang} words={cardWords(lang)} />
    </section>
  );
}
