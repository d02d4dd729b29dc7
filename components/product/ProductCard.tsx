import Image from "next/image";
import Link from "next/link";
import type { ProductJson } from "@/lib/catalog/products";
import { formatRupees, rupeesToPaise } from "@/lib/money";

// Columns of the grid below: 2 on phones, 3 on tablets, 4 from 1024 px (max 1280 px wide page).
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/** A listing card (spec §2): image, title, description, ₹ price; the whole card opens the product. */
export function ProductCard({ product, priority = false }: { product: ProductJson; priority?: boolean }) {
  return (
    <Link
      href={`/product/${product.id}`}
      // 24 cards in view would fetch 24 pages ahead on a phone; a product page comes from the cache in milliseconds when tapped.
      prefetch={false}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="relative aspect-square bg-stone-100">
        <Image
          src={product.imageUrl}
          alt={product.title}
          fill
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          className="object-cover transition-transform group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 text-sm font-semibold text-ink sm:text-base">{product.title}</h2>
        <p className="line-clamp-2 text-xs text-stone-600 sm:text-sm">{product.description}</p>
        <p className="mt-auto pt-1 text-base font-bold text-ink">{formatRupees(rupeesToPaise(product.price))}</p>
      </div>
    </Link>
  );
}
