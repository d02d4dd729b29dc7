import { getImageProps } from "next/image";
import Link from "next/link";
import { productWords } from "@/lib/catalog/product-words";
import type { ProductRecord } from "@/lib/catalog/record";
import { fill } from "@/lib/i18n/fill";
import { shopPath } from "@/lib/i18n/hindi-pages";
import type { Lang } from "@/lib/i18n/langs";
import { Stars } from "@/components/reviews/Stars";
import { Heart } from "@/components/wishlist/Heart";
import { SalePrice, type SalePrices } from "./SalePrice";

// Columns of the grid below: 2 on phones, 3 on tablets, 4 from 1024 px (max 1280 px wide page).
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

/**
 * What a card shows of a product: the catalog's record on the server's listings, the API's
 * JSON in the browser's similar products (SimilarRow.tsx), each as it is; both carry these.
 */
export type CardProduct = Pick<
  ProductRecord,
  "id" | "title" | "description" | "titleHi" | "descriptionHi" | "imageUrls" | "rating" | "inStock" | "offPercent"
> &
  SalePrices;

/** A card's words in the page's language, {placeholders} left for the card to fill: `off` takes {percent}, `saveToWishlist` {title}, `stars` {rating}. */
export interface CardWords {
  soldOut: string;
  mrp: string;
  off: string;
  saveToWishlist: string;
  stars: string;
}

/**
 * A listing card (docs/product.md, Listings): image, title, description, stars and count, ₹ price; the whole card opens the
 * product. The picture is a plain <img> with next/image's props (getImageProps): the same
 * loader and srcset, but no client component to hydrate 24 times a page. The card's
 * classes live in globals.css (.product-card): a listing repeats them 24 times, in its
 * HTML and again in its RSC payload. The wishlist heart sits over the picture, beside the
 * link rather than in it (a button inside a link is not valid HTML); the card is the two of them,
 * in the caller's <li> (.product-cell, .strip-card), with no box of its own. A plain component: the
 * server's listings and the product page's similar products, drawn in the browser
 * (SimilarProducts.tsx), show the same card.
 */
export function ProductCard({
  product,
  lang,
  words,
  sizes = CARD_IMAGE_SIZES,
  widest,
  priority = false,
}: {
  product: CardProduct;
  lang: Lang;
  words: CardWords;
  sizes?: string;
  /** The widest of the stored widths the card's `sizes` can ask for (a strip's: 640); by default every width. */
  widest?: number;
  priority?: boolean;
}) {
  const { title, description } = productWords(lang, product);
  // next/image's inline `color: transparent` is in globals.css (.product-card > img), not in every card's markup.
  const { style: _style, ...image } = getImageProps({ src: product.imageUrls[0], alt: title, width: 300, height: 300, sizes, priority }).props;
  if (widest) {
    const kept = image.srcSet!.split(", ").filter((candidate) => Number(candidate.slice(candidate.lastIndexOf(" ") + 1, -1)) <= widest);
    image.srcSet = kept.join(", ");
    image.src = kept.at(-1)!.slice(0, kept.at(-1)!.lastIndexOf(" "));
  }
  return (
    <>
      {/* 24 cards in view would fetch 24 pages ahead on a phone; a product page comes from the cache in milliseconds when tapped. */}
      <Link href={shopPath(lang, `/product/${product.id}`)} prefetch={false} className="product-card">
        <img {...image} alt={title} />
        <div>
          <h2>{title}</h2>
          <p>{description}</p>
          {product.rating && (
            <p className="card-rating">
              <Stars rating={product.rating.average} label={fill(words.stars, { rating: product.rating.average })} /> {product.rating.average.toFixed(1)} (
              {product.rating.count})
            </p>
          )}
          {!product.inStock && <span className="sold-out">{words.soldOut}</span>}
          <p>
            <SalePrice {...product} words={{ mrp: words.mrp, off: fill(words.off, { percent: product.offPercent ?? 0 }) }} />
          </p>
        </div>
      </Link>
      {/* Over the picture's corner (.product-card + .wish-heart in globals.css): the card's <li> is its frame. */}
      <Heart productId={product.id} label={fill(words.saveToWishlist, { title })} />
    </>
  );
}
