import { ProductCard, type CardProduct } from "@/components/product/ProductCard";
import { cardWords } from "@/components/product/cardWords";
import { pageLang } from "@/lib/i18n/page-lang";

/** A page of product cards: 2 columns on phones, 3 on tablets, 4 from 1024 px; the first row's pictures load first. */
export function ProductGrid({ products, label = "Products" }: { products: CardProduct[]; label?: string }) {
  const lang = pageLang();
  const words = cardWords(lang);
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="product-cell">
          <ProductCard product={product} lang={lang} words={words} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
