import type { ProductRecord } from "../catalog/record.ts";
import { paiseToRupees } from "../money.ts";
import type { ReviewRecord } from "../reviews/record.ts";
import { absoluteUrl } from "./url.ts";

/**
 * JSON for a <script type="application/ld+json">. A title or description holding
 * "</script>" must not end the script early, so "<", ">" and "&" become \u escapes,
 * which JSON parsers read back as the same characters.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org Product with its one offer: what search engines show as price and availability. */
/** A product's structured data: with its rating and its newest reviews when it has some. */
export function productJsonLd(product: ProductRecord, path: string, reviews: ReviewRecord[] = []) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": absoluteUrl(path),
    name: product.title,
    description: product.description || product.title,
    image: product.imageUrls.map((url) => absoluteUrl(url)),
    sku: product.id,
    ...(product.color ? { color: product.color } : {}),
    ...(product.categories.length ? { category: product.categories.join(", ") } : {}),
    ...(product.sizes.length ? { size: product.sizes } : {}),
    offers: {
      "@type": "Offer",
      url: absoluteUrl(path),
      // What a shopper pays now: the sale price while a sale lasts (issue 43).
      price: paiseToRupees(product.salePricePaise ?? product.pricePaise).toFixed(2),
      ...(product.saleEndsAt ? { priceValidUntil: product.saleEndsAt.slice(0, 10) } : {}),
      priceCurrency: "INR",
      // Follows stock (README.md, Stock): an untracked product is always in stock.
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.rating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            ...(review.title ? { name: review.title } : {}),
            ...(review.text ? { reviewBody: review.text } : {}),
          })),
        }
      : {}),
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
