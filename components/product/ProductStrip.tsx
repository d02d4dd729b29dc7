import { ProductCard } from "@/components/product/ProductCard";
import { IntentLink } from "@/components/ui/IntentLink";
import type { ProductJson } from "@/lib/catalog/products";
import { shopText } from "@/lib/i18n/text";

/**
 * A titled row of product cards, scrolled sideways: the landing page's rows and a product's
 * "Similar products". `seeAll` leads to the whole listing. Nothing when there are no products.
 */
export function ProductStrip({ title, products, seeAll }: { title: string; products: ProductJson[]; seeAll?: string }) {
  if (products.length === 0) return null;
  const t = shopText("home");
  // Letters of any script (a Hindi title's too) make the id; the rest becomes "-".
  const id = `strip-${title.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")}`;
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
      <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:gap-4">
        {products.map((product) => (
          <li key={product.id} className="w-40 shrink-0 snap-start sm:w-52">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
