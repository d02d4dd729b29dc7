import type { Product } from "../generated/prisma/client.ts";
import { imageUrl } from "../images/index.ts";
import { offPercent, onSale, sellingPricePaise } from "../money.ts";
import { ratingOf, type Rating } from "../shared/rating.ts";
import { isInStock, parseStock, type Stock } from "../shared/stock.ts";
import type { SizeChart } from "../validation/size-chart.ts";
import { photosOf } from "./photos.ts";

/**
 * A product as the catalog hands it out and Next's data cache keeps it (lib/catalog/cache.ts):
 * in the business's words, money in paise, and plain JSON values only, as the cache stores
 * JSON (a Date would come back a string, so dates are ISO strings). Its sale is resolved at
 * the moment it was made: the cache's keys carry the sale clock, so none outlives a sale's
 * end. The API's JSON is made from it at the edge (lib/api-json/product.ts).
 */
export interface ProductRecord {
  id: string;
  title: string;
  description: string;
  titleHi: string | null;
  descriptionHi: string | null;
  /** The MRP. */
  pricePaise: number;
  /** What a unit sells for while the sale lasts; null: no sale (an ended one included). */
  salePricePaise: number | null;
  /** When the sale ends; null: no sale, or one until the seller ends it. */
  saleEndsAt: string | null;
  /** The percentage off the MRP while the sale lasts, whole percent rounded down; null: no sale. */
  offPercent: number | null;
  sizes: string[];
  color: string;
  categories: string[];
  /** The photos' public ids in the seller's order; the first is the product's image. */
  images: string[];
  imageUrls: string[];
  sizeChart: SizeChart | null;
  hsn: string | null;
  countryOfOrigin: string;
  manufacturer: string | null;
  sellerId: string;
  stock: Stock;
  inStock: boolean;
  rating: Rating | null;
  createdAt: string;
  updatedAt: string;
}

export function toProductRecord(product: Product): ProductRecord {
  return productRecordAt(product, new Date());
}

/** The product with its sale as it stands at `now` (a sale whose end has passed is none). */
export function productRecordAt(product: Product, now: Date): ProductRecord {
  const stock = parseStock(product.stock, product.sizes);
  const images = photosOf(product);
  const sale = onSale(product, now);
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    titleHi: product.titleHi,
    descriptionHi: product.descriptionHi,
    pricePaise: product.pricePaise,
    salePricePaise: sale ? sellingPricePaise(product, now) : null,
    saleEndsAt: sale ? (product.saleEndsAt?.toISOString() ?? null) : null,
    offPercent: sale ? offPercent(product.pricePaise, sellingPricePaise(product, now)) : null,
    sizes: product.sizes,
    color: product.color,
    categories: product.categories,
    images,
    imageUrls: images.map((id) => imageUrl(id)),
    sizeChart: (product.sizeChart as SizeChart | null) ?? null,
    hsn: product.hsn,
    countryOfOrigin: product.countryOfOrigin,
    manufacturer: product.manufacturer,
    sellerId: product.sellerId,
    stock,
    inStock: isInStock(stock),
    rating: ratingOf(product),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}
