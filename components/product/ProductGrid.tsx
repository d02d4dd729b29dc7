import { ProductCard } from "@/components/product/ProductCard";
import type { ProductJson } from "@/lib/catalog/products";

/** A page of product cards: 2 columns on phones, 3 on tablets, 4 from 1024 px; the first row's pictures load first. */
export function ProductGrid({ products, label = "Products" }: { products: ProductJson[]; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
