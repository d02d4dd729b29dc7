import type { Lang } from "@/lib/i18n/langs";
import { ProductCard, type CardProduct, type CardWords } from "./ProductCard";

// A strip's cards are 10 rem wide on phones and 13 rem from 640 px (.strip-card in globals.css):
// at most 624 device pixels on a 3× screen, so the stored 1,080 px width is never asked for.
const STRIP_IMAGE_SIZES = "(min-width: 640px) 208px, 160px";
const STRIP_WIDEST = 640;

/** The cards of a row scrolled sideways (ProductStrip.tsx, SimilarProducts.tsx): a plain component, drawn on the server or in the browser alike. */
export function StripCards({ products, lang, words }: { products: CardProduct[]; lang: Lang; words: CardWords }) {
  return (
    <ul className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:gap-4">
      {products.map((product) => (
        <li key={product.id} className="strip-card">
          <ProductCard product={product} lang={lang} words={words} sizes={STRIP_IMAGE_SIZES} widest={STRIP_WIDEST} />
        </li>
      ))}
    </ul>
  );
}
